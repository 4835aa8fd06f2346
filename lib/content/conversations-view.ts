// Reading a conversation in the operator area: the messages in a record's history, their
// attachments, and the "Unmatched mail" page where replies nobody's token named are filed by hand.
import { NO_SUBJECT } from "./conversations-inbound";

export const UNMATCHED_PATH = "/admin/unmatched-mail";

/** A reply's attachment, for the operator only (app/(operator)/admin/messages/[id]/attachments/[attachmentId]). */
export const attachmentPath = (messageId: string, attachmentId: string) =>
  `/admin/messages/${encodeURIComponent(messageId)}/attachments/${encodeURIComponent(attachmentId)}`;

/** What the outbox says of a written message, in words. */
const SENT_STATES: Record<string, string> = { pending: "queued", sent: "sent", failed: "failed" };

export const MESSAGE_TEXT = {
  written: (to: string, status: string | null) =>
    `Message to ${to}${status ? ` (${SENT_STATES[status] ?? status})` : ""}`,
  reply: (from: string, filedBy: string | null) => `Reply from ${from}${filedBy ? `, filed by ${filedBy}` : ""}`,
  from: (name: string | null, address: string) => (name ? `${name} <${address}>` : address),
  subject: "Subject",
  noSubject: NO_SUBJECT,
  showWritten: "Show the message",
  showWhole: "Show the whole message",
  authFailed: "This reply failed the sender's authentication checks (SPF, DKIM or DMARC)",
  attachmentsLabel: "Attachments",
  size: (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`,
} as const;

/** Why a reply was not filed by itself, in words. */
export const UNMATCHED_REASONS: Record<string, string> = {
  forged: "Its reply address was not one the site made",
  expired: "Its reply address is too old",
  unknown: "Its reply address names a message the site no longer has",
  none: "It was sent to no reply address",
};

export const unmatchedReason = (reason: string | null) =>
  (reason && UNMATCHED_REASONS[reason]) || UNMATCHED_REASONS.none!;

export const UNMATCHED_TEXT = {
  title: "Unmatched mail",
  navLink: "Unmatched mail",
  intro:
    "Replies the site could not file on a record by their reply address. File each one on its record, " +
    "or delete it with its attachments.",
  empty: "No unmatched mail.",
  caption: "Unmatched mail, newest first.",
  columns: ["From", "Subject", "Received", "Why"],
  fileTitle: (subject: string) => `File "${subject}"`,
  suggestionsLabel: "Records of this sender",
  suggestionNone: "None of these",
  recordLabel: "Or the record's link or id",
  recordHint: "Paste the address of the record's page, e.g. /admin/career-applications/…, or its id.",
  fileButton: "File on the record",
  deleteButton: "Delete",
  deleteHint: "Deleting removes the message, its raw copy and its attachments for good.",
  notices: {
    filed: "Filed on the record.",
    deleted: "Message deleted.",
  },
  problems: {
    invalid: "Choose one of the sender's records, or paste a record's link or id.",
    noRecord: "No record has that link or id.",
    gone: "That message was filed or deleted already.",
    failed: "That did not work. Try again.",
  },
} as const;

export const ATTACHMENT_MISSING = "That attachment is no longer stored.";
