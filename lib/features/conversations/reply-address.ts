// The Reply-To address of a message written from a record: reply+<message id>.<signature>@REPLY_DOMAIN.
// The signature is an HMAC of the id under the app secret, in lower-case hex (relays may fold the
// case of a local part), so an address cannot be made up for another message; the message row
// says which record it belongs to and how old it is. Local parts are at most 64 characters: this
// one is 52.
import "server-only";
import { timingSafeEqual } from "node:crypto";
import { REPLY_PREFIX, REPLY_TOKEN_DAYS } from "../../content/conversations";
import { config } from "../../core/config";
import { keyedHash } from "../../core/tokens";

const SIGNATURE_LENGTH = 20;
const ID_PATTERN = /^[a-z0-9]{20,32}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{20}$/;
export const REPLY_TOKEN_MS = REPLY_TOKEN_DAYS * 24 * 60 * 60 * 1000;

const signatureOf = (messageId: string) =>
  Buffer.from(keyedHash(`reply:${messageId}`), "base64url")
    .toString("hex")
    .slice(0, SIGNATURE_LENGTH);

/** The reply address of the outbound message `messageId`; null when REPLY_DOMAIN is unset. */
export function replyAddress(messageId: string): string | null {
  if (!config.inbound.replyDomain) return null;
  return `${REPLY_PREFIX}${messageId}.${signatureOf(messageId)}@${config.inbound.replyDomain}`;
}

/**
 * What a recipient address says: not one of ours (`none`: another domain or no reply token), a
 * token whose signature fails (`forged`), or the message id it names (checked for age and
 * existence by the caller). Bounded before anything reads it; no regular expression sees more than
 * 64 characters.
 */
export type ReplyTarget = { outcome: "none" } | { outcome: "forged" } | { outcome: "signed"; messageId: string };

export function readReplyAddress(address: string): ReplyTarget {
  const domain = config.inbound.replyDomain;
  const text = address.trim().toLowerCase();
  if (!domain || text.length > 64 + 1 + domain.length) return { outcome: "none" };
  const at = text.lastIndexOf("@");
  if (at < 0 || text.slice(at + 1) !== domain) return { outcome: "none" };
  const local = text.slice(0, at);
  if (!local.startsWith(REPLY_PREFIX)) return { outcome: "none" };
  const [messageId = "", signature = "", extra] = local.slice(REPLY_PREFIX.length).split(".");
  if (extra !== undefined || !ID_PATTERN.test(messageId) || !SIGNATURE_PATTERN.test(signature)) {
    return { outcome: "forged" };
  }
  const expected = Buffer.from(signatureOf(messageId));
  return timingSafeEqual(expected, Buffer.from(signature)) ? { outcome: "signed", messageId } : { outcome: "forged" };
}

/** Whether `address` is at REPLY_DOMAIN at all (the SMTP receiver refuses every other at RCPT TO). */
export function isReplyDomain(address: string): boolean {
  const domain = config.inbound.replyDomain;
  const text = address.trim().toLowerCase();
  return Boolean(domain) && text.length <= 320 && text.endsWith(`@${domain}`);
}
