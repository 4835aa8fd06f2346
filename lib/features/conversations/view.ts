// Reading a record's conversation: its messages as lines of the record's history (what was written
// and whether the outbox sent it; each reply's own words without the quoted history, the whole
// text kept behind a disclosure, a flag when the relay's checks failed, its attachments), and an
// attachment's bytes for the operator.
import "server-only";
import type { Readable } from "node:stream";
import { ATTACHMENT_MISSING, MESSAGE_TEXT, attachmentPath } from "../../content/conversations-view";
import { db } from "../../core/db";
import { notFound } from "../../core/errors";
import { renderMarkdown } from "../../core/markdown";
import { fileStore } from "../../core/storage";
import { recordAudit, type AuditActor } from "../audit";
import type { TimelineLine, WorkView } from "../workspace";
import { QUOTE_TEXT_MAX, trimQuoted } from "./quote";

/** The newest messages a record's page shows (a long conversation keeps its latest). */
const MESSAGES_SHOWN = 200;

type Row = Awaited<ReturnType<typeof messagesOf>>[number];

const messagesOf = (itemId: string) =>
  db.message.findMany({
    where: { itemId, status: { not: "unmatched" } },
    orderBy: { createdAt: "desc" },
    take: MESSAGES_SHOWN,
    include: { attachments: { orderBy: { createdAt: "asc" }, select: { id: true, name: true, size: true } } },
  });

function outLine(row: Row, outboxStatus: string | null): TimelineLine {
  return {
    key: `message-${row.id}`,
    at: row.createdAt,
    actor: row.actorName,
    text: MESSAGE_TEXT.written(row.toAddress, outboxStatus),
    message: {
      direction: "out",
      subject: row.subject || MESSAGE_TEXT.noSubject,
      html: renderMarkdown(row.body),
      authFailed: false,
      attachments: [],
    },
  };
}

function inLine(row: Row): TimelineLine {
  const { text, trimmed } = trimQuoted(row.body);
  return {
    key: `message-${row.id}`,
    at: row.createdAt,
    actor: null,
    // A reply filed by hand names who filed it.
    text: MESSAGE_TEXT.reply(MESSAGE_TEXT.from(row.fromName, row.fromAddress), row.actorName),
    message: {
      direction: "in",
      subject: row.subject || MESSAGE_TEXT.noSubject,
      shown: text,
      // The page holds at most the trimmer's bound of text; the raw message is kept whole in the file store.
      ...(trimmed ? { whole: row.body.slice(0, QUOTE_TEXT_MAX) } : {}),
      authFailed: row.authFailed,
      attachments: row.attachments.map((file) => ({
        href: attachmentPath(row.id, file.id),
        name: file.name,
        size: file.size,
      })),
    },
  };
}

/** The record's messages as history lines, oldest first. */
export async function messageLines(itemId: string): Promise<TimelineLine[]> {
  const rows = (await messagesOf(itemId)).reverse();
  const outboxIds = rows.flatMap((row) => (row.outboxId ? [row.outboxId] : []));
  const outbox = outboxIds.length
    ? await db.outboxMail.findMany({ where: { id: { in: outboxIds } }, select: { id: true, status: true } })
    : [];
  const statusOf = new Map(outbox.map((mail) => [mail.id, mail.status]));
  return rows.map((row) =>
    row.direction === "out" ? outLine(row, row.outboxId ? (statusOf.get(row.outboxId) ?? null) : null) : inLine(row),
  );
}

/** The record's work view with its messages in the history, in time order. */
export async function withMessages(view: WorkView): Promise<WorkView> {
  const lines = await messageLines(view.itemId);
  if (lines.length === 0) return view;
  const timeline = [...view.timeline, ...lines].sort((a, b) => a.at.getTime() - b.at.getTime());
  return { ...view, timeline };
}

/** A reply's attachment for an operator: its stored bytes (decrypted by the store), name and type; audited. */
export async function openAttachment(
  operator: AuditActor,
  messageId: string,
  attachmentId: string,
): Promise<{ body: Readable; name: string; type: string }> {
  const file = await db.messageAttachment.findFirst({
    where: { id: attachmentId, messageId },
    select: { key: true, name: true, type: true },
  });
  if (!file) throw notFound();
  const body = await fileStore.open(file.key);
  if (!body) throw notFound(ATTACHMENT_MISSING);
  await recordAudit(operator, "reply-attachment-download", { kind: "message", id: messageId });
  return { body, name: file.name, type: file.type };
}
