// Reading an inbound message: its bytes, bounded (the whole size, the header block, the number of
// multipart bodies) before mailparser sees them, then the parts a reply is filed by: who wrote,
// the subject, the plain text, its Message-ID, the addresses it was sent to, the relay's
// Authentication-Results and the files. Every header value is cut to a length before any regular
// expression or split reads it.
import "server-only";
import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import { simpleParser, type AddressObject, type Attachment, type ParsedMail } from "mailparser";
import { INBOUND_ERRORS, INBOUND_LIMITS, NO_SUBJECT } from "../../content/conversations-inbound";
import { invalid, tooLarge } from "../../core/errors";

export type InboundMail = {
  fromAddress: string;
  fromName: string | null;
  subject: string;
  text: string;
  messageId: string;
  inReplyTo: string | null;
  /** To, Cc, then Delivered-To, in that order. */
  headerRecipients: string[];
  authResults: string | null;
  authFailed: boolean;
  attachments: Attachment[];
};

const refused = (sentence: string) => invalid([{ field: "message", msg: sentence }], sentence);

/** The whole message from a buffer or a stream, refused (413) as soon as it passes `maxBytes`. */
export async function collectMessage(raw: Buffer | Readable, maxBytes: number): Promise<Buffer> {
  if (Buffer.isBuffer(raw)) {
    if (raw.length > maxBytes) throw tooLarge(INBOUND_ERRORS.tooLarge);
    return raw;
  }
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of raw) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += bytes.length;
    if (total > maxBytes) {
      raw.destroy();
      throw tooLarge(INBOUND_ERRORS.tooLarge);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

/**
 * Refuses an empty message, a header block too long or of too many lines, and too many multipart
 * bodies (nesting): the checks that need no parse, which the SMTP receiver makes before its 250.
 */
export function checkShape(bytes: Buffer): void {
  if (bytes.length === 0) throw refused(INBOUND_ERRORS.unreadable);
  const window = bytes.subarray(0, INBOUND_LIMITS.headerBytes + 4);
  const crlf = window.indexOf("\r\n\r\n");
  const lf = window.indexOf("\n\n");
  const ends = [crlf, lf].filter((at) => at >= 0);
  const end = ends.length > 0 ? Math.min(...ends) : bytes.length <= INBOUND_LIMITS.headerBytes ? bytes.length : -1;
  if (end < 0) throw refused(INBOUND_ERRORS.tooComplex);
  let lines = 0;
  for (let at = window.indexOf(10); at >= 0 && at < end; at = window.indexOf(10, at + 1)) lines += 1;
  if (lines > INBOUND_LIMITS.headerLines) throw refused(INBOUND_ERRORS.tooComplex);
  // Each multipart body declares its boundary: counting the declarations bounds the nesting.
  const text = bytes.toString("latin1").toLowerCase();
  let parts = 0;
  for (let at = text.indexOf("boundary="); at >= 0; at = text.indexOf("boundary=", at + 9)) {
    parts += 1;
    if (parts > INBOUND_LIMITS.multiparts) throw refused(INBOUND_ERRORS.tooComplex);
  }
}

/** Control characters (a CR LF in a decoded name or subject) become spaces; the text is cut first. */
export function oneLine(value: string | undefined | null, max: number): string {
  return (value ?? "")
    .slice(0, max)
    .replace(/[\u0000-\u001f\u007f]+/g, " ")
    .trim();
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(field) ? field : field ? [field] : [])
    .flatMap((object) => object.value)
    .flatMap((entry) => [entry.address, ...(entry.group ?? []).map((member) => member.address)])
    .filter((address): address is string => Boolean(address))
    .map((address) => address.slice(0, 320));

/** The Delivered-To lines' addresses (a relay's record of the envelope), bounded. */
function deliveredTo(parsed: ParsedMail): string[] {
  return parsed.headerLines
    .filter((line) => line.key === "delivered-to")
    .slice(0, INBOUND_LIMITS.recipients)
    .map((line) => {
      const value = line.line.slice(line.line.indexOf(":") + 1, 400).trim();
      return value.startsWith("<") && value.endsWith(">") ? value.slice(1, -1) : value;
    });
}

const AUTH_METHODS = new Set(["spf", "dkim", "dmarc"]);
const FAILED = new Set(["fail", "softfail"]);

/**
 * Authentication-Results as received (every such header, bounded), and whether SPF, DKIM or DMARC
 * failed there: the text is split on blanks and semicolons, each `method=result` read by indexOf.
 */
export function readAuthResults(lines: readonly string[]): { authResults: string | null; authFailed: boolean } {
  const text = lines.join("\n").slice(0, INBOUND_LIMITS.authResultsChars);
  if (!text) return { authResults: null, authFailed: false };
  const authFailed = text
    .toLowerCase()
    .split(/[\s;]+/)
    .some((token) => {
      const equals = token.indexOf("=");
      return equals > 0 && AUTH_METHODS.has(token.slice(0, equals)) && FAILED.has(token.slice(equals + 1));
    });
  return { authResults: text, authFailed };
}

/** A Message-ID as stored: without its angle brackets, or one made from the bytes when it has none. */
export function messageIdOf(parsed: string | undefined, bytes: Buffer): string {
  const value = oneLine(parsed, INBOUND_LIMITS.messageIdChars + 2);
  const bare = value.startsWith("<") && value.endsWith(">") ? value.slice(1, -1) : value;
  if (bare && bare.length <= INBOUND_LIMITS.messageIdChars) return bare;
  return `${createHash("sha256").update(bytes).digest("hex")}@inbound.invalid`;
}

/** Parses a message already within the size limit; a message mailparser cannot read is refused (422). */
export async function parseMessage(bytes: Buffer): Promise<InboundMail> {
  checkShape(bytes);
  let parsed: ParsedMail;
  try {
    parsed = await simpleParser(bytes, {
      skipImageLinks: true,
      skipTextToHtml: true,
      skipTextLinks: true,
      maxHtmlLengthToParse: 2 * 1024 * 1024,
    });
  } catch {
    throw refused(INBOUND_ERRORS.unreadable);
  }
  const from = parsed.from?.value[0];
  const authLines = parsed.headerLines.filter((line) => line.key === "authentication-results").slice(0, 20);
  return {
    fromAddress: (from?.address ?? "").slice(0, 320).toLowerCase(),
    fromName: oneLine(from?.name, INBOUND_LIMITS.nameChars) || null,
    subject: oneLine(parsed.subject, INBOUND_LIMITS.subjectChars) || NO_SUBJECT,
    text: (parsed.text ?? "").replace(/\u0000/g, ""),
    messageId: messageIdOf(parsed.messageId, bytes),
    inReplyTo: oneLine(parsed.inReplyTo, INBOUND_LIMITS.messageIdChars + 2) || null,
    headerRecipients: [...addressesOf(parsed.to), ...addressesOf(parsed.cc), ...deliveredTo(parsed)],
    ...readAuthResults(authLines.map((line) => line.line.slice(0, INBOUND_LIMITS.authResultsChars))),
    attachments: parsed.attachments,
  };
}
