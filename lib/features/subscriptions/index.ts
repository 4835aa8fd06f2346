// The subscriptions feature's public module: what other features may use of it (ESLint holds the line).
export { preferencesUrl } from "./preferences";
export { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe";
