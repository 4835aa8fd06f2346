// The conversations feature's public module: what other features may use of it.
import "server-only";

export { writeInTransaction, writeToRecord, type WriteInput, type Writer } from "./write";
export { replyAddress } from "./reply-address";
export { fillPlaceholders, placeholderValues, type PlaceholderValues } from "./placeholders";
export { messageLines, withMessages } from "./view";
export { trimQuoted, type Trimmed } from "./quote";
export {
  changeTemplate,
  listTemplates,
  notFitTemplates,
  prepareNotFit,
  previewMessage,
  sendMessage,
  templatesFor,
  writeTarget,
  type TemplateView,
} from "./templates";
