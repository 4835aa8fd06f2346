// The one e-mail rule and normaliser of the site (./mailbox.mjs says why it is plain JavaScript),
// for TypeScript, and the check of a value as typed.
import { isPlainMailbox, normaliseEmail } from "./mailbox.mjs";

export { EMAIL_MAX, EMAIL_PATTERN, isPlainMailbox, normaliseEmail } from "./mailbox.mjs";

export function isValidEmail(value: string): boolean {
  return isPlainMailbox(normaliseEmail(value));
}

/**
 * The key an address's per-address caps count under: normalised, with any `+tag` of its local part
 * dropped, since `ann+1@x.com` and `ann+2@x.com` reach one mailbox (rate limits per address, the
 * cap on job alerts, booked calls).
 */
export function addressCapKey(value: string): string {
  const email = normaliseEmail(value);
  const at = email.lastIndexOf("@");
  const plus = email.indexOf("+");
  return plus < 0 || plus > at ? email : `${email.slice(0, plus)}${email.slice(at)}`;
}
