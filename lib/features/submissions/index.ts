// The submissions feature's public module: what other features may use of it (ESLint holds the line).
export { BUSINESS, CAREER, PARTNERSHIP } from "./definitions";
export { queueUnreadResumes } from "./resume-text";
