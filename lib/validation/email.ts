// The one e-mail rule and normaliser of the site (./mailbox.mjs says why it is plain JavaScript),
// for TypeScript, and the check of a value as typed.
import { isPlainMailbox, normaliseEmail } from "./mailbox.mjs";

export { EMAIL_MAX, EMAIL_PATTERN, isPlainMailbox, normaliseEmail } from "./mailbox.mjs";

export function isValidEmail(value: string): boolean {
  return isPlainMailbox(normaliseEmail(value));
}
