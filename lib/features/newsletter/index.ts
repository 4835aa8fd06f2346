// The newsletter feature's public module: what other features may use of it (ESLint holds the line).
import "server-only";

export { announcementOf, type Announcement } from "./announce";
export { announceOnPublish, postAdminPath } from "./operator";
export { markdownBlock } from "./markdown-mail";
