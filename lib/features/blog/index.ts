// The blog feature's public module: what other features may use of it (ESLint holds the line).
export { imageOf } from "./queries";
export { splitKeywords } from "./text";
