// The auth feature's public module: what other features may use of it (ESLint holds the line).
export { currentUser } from "./session";
