// The job-alerts feature's public module (ESLint holds the line).
import "server-only";

export { alertOfManageToken, changeAlert, confirmAlert, createAlert, type AlertChange, type JobAlert } from "./alerts";
export { queueDailyDigests } from "./digest";
export { matchesJob, queueJobMatches } from "./matching";
export { alertIdOfConfirm, manageToken } from "./tokens";
