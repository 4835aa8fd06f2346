export const HYDRATED_EVENT: "site:hydrated";
