// The jobs feature's public module: what other features may use of it (ESLint holds the line).
export { openJobById } from "./queries";
export { countOpenJobsAmong, findPublicJob, openJobLocations } from "./queries";
