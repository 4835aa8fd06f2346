// Replies coming in (lib/features/conversations/inbound*.ts, lib/runtime/inbound-smtp.ts): what a
// message may hold, and what is said when one is refused or a file of it is kept out.

/** Each inbound message: headers, recipients, files. The whole size is INBOUND_MAIL_MAX_MB's. */
export const INBOUND_LIMITS = {
  /** The header block before the first blank line. */
  headerBytes: 64 * 1024,
  headerLines: 400,
  /** Multipart bodies in the whole message (each one a boundary): deep or wide nesting is refused. */
  multiparts: 40,
  /** Files kept of one message, and the size of each. */
  attachments: 10,
  attachmentBytes: 10 * 1024 * 1024,
  /** Recipients taken at RCPT TO in one SMTP transaction. */
  recipients: 20,
  /** Connections the SMTP receiver holds at once. */
  connections: 50,
  /** Messages taken by SMTP and not yet filed (lib/runtime/inbound-spool.ts): beyond either, 451. */
  spoolMessages: 5_000,
  spoolBytes: 512 * 1024 * 1024,
  /** The longest Message-ID, file name, subject and Authentication-Results kept. */
  messageIdChars: 250,
  nameChars: 200,
  subjectChars: 500,
  authResultsChars: 4000,
} as const;

/** The attachment kinds kept, by the extension their bytes say. */
export const KEPT_ATTACHMENT_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  png: "image/png",
  jpg: "image/jpeg",
  txt: "text/plain; charset=utf-8",
} as const;

export type KeptExtension = keyof typeof KEPT_ATTACHMENT_TYPES;

/** Why a file of a message was not kept, appended to the stored text. */
export const KEPT_OUT = {
  type: "its type is not one that is kept (PDF, Word, PNG, JPEG, plain text)",
  size: `it is larger than ${INBOUND_LIMITS.attachmentBytes / 1024 / 1024} MB`,
  count: `the message has more than ${INBOUND_LIMITS.attachments} files`,
} as const;

export const keptOutNote = (lines: { name: string; why: string }[]) =>
  ["", "---", "Files not kept:", ...lines.map(({ name, why }) => `- ${name}: ${why}`)].join("\n");

/** A message without a subject is stored under this one. */
export const NO_SUBJECT = "(no subject)";
/** Who a notice names when the message says no sender. */
export const UNKNOWN_SENDER = "an unknown sender";
/** A file without a name. */
export const UNNAMED_FILE = "attachment";

/** What a refused message is told (HTTP 4xx, SMTP 5xx). */
export const INBOUND_ERRORS = {
  unreadable: "The message could not be read as e-mail.",
  tooComplex: "The message has too many headers or nested parts.",
  tooLarge: "The message is larger than this site accepts.",
  notRfc822: "Send the raw message as message/rfc822.",
} as const;

/** The SMTP receiver's answers. */
export const INBOUND_SMTP_REPLIES = {
  banner: "replies only",
  otherDomain: "No such recipient here: this server takes replies only.",
  tooManyRecipients: "Too many recipients in one message.",
  tooLarge: "Message too large.",
  retryLater: "Could not store the message now; try again later.",
  spoolFull: "Too many messages are waiting here; try again later.",
} as const;
