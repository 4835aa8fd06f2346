// Unmatched mail: replies whose reply address was forged, expired, unknown or missing. Operators
// see them newest first with the records of the same sender, file one on a record (it then shows in
// that record's history, "filed by" them) or delete it with its raw copy and attachments.
import "server-only";
import { UNMATCHED_TEXT } from "../../content/conversations-view";
import { workKindOfList } from "../../content/workspace-record";
import { CALLS_PATH } from "../../content/booking-calls";
import { WORK_KINDS, isWorkKind, workItemId } from "../../content/workspace";
import { db } from "../../core/db";
import { gone, invalid } from "../../core/errors";
import { log } from "../../core/log";
import { fileStore } from "../../core/storage";
import type { UnmatchedAction } from "../../validation/unmatched-mail";
import { recordAudit, type AuditActor } from "../audit";

const LISTED = 200;
const SUGGESTED = 10;

export type UnmatchedRow = {
  id: string;
  fromName: string | null;
  fromAddress: string;
  subject: string;
  receivedAt: Date;
  reason: string | null;
  attachments: number;
  /** The records whose address is the sender's. */
  records: Array<{ itemId: string; label: string }>;
};

/** The unmatched replies, newest first, each with the records of its sender. */
export async function unmatchedMail(): Promise<UnmatchedRow[]> {
  const rows = await db.message.findMany({
    where: { direction: "in", status: "unmatched" },
    orderBy: { createdAt: "desc" },
    take: LISTED,
    select: {
      id: true,
      fromName: true,
      fromAddress: true,
      subject: true,
      createdAt: true,
      unmatchedReason: true,
      _count: { select: { attachments: true } },
    },
  });
  const addresses = [...new Set(rows.flatMap((row) => [row.fromAddress, row.fromAddress.toLowerCase()]))];
  const items = addresses.length
    ? await db.workItem.findMany({
        where: { email: { in: addresses } },
        orderBy: { receivedAt: "desc" },
        select: { id: true, kind: true, name: true, title: true, email: true, receivedAt: true },
      })
    : [];
  return rows.map((row) => ({
    id: row.id,
    fromName: row.fromName,
    fromAddress: row.fromAddress,
    subject: row.subject,
    receivedAt: row.createdAt,
    reason: row.unmatchedReason,
    attachments: row._count.attachments,
    records: items
      .filter((item) => item.email.toLowerCase() === row.fromAddress.toLowerCase())
      .slice(0, SUGGESTED)
      .map((item) => ({
        itemId: item.id,
        label: [
          isWorkKind(item.kind) ? WORK_KINDS[item.kind].label : item.kind,
          item.name,
          item.title,
          item.receivedAt.toISOString().slice(0, 10),
        ]
          .filter(Boolean)
          .join(" · "),
      })),
  }));
}

/** The path of a typed record reference: a whole URL's, or the text itself when it is a path. */
function pathOf(reference: string): string | null {
  try {
    return new URL(reference, "http://site.invalid").pathname;
  } catch {
    return null;
  }
}

/** The work item a typed link or id names: /admin/<list>/<id>, a call's page, `<kind>:<id>`, or a record's id. */
async function itemOfReference(reference: string): Promise<string | null> {
  const text = reference.trim();
  let candidate: string | null = null;
  if (text.includes("/")) {
    const segments = (pathOf(text) ?? "").split("/").filter(Boolean).map(decodeURIComponent);
    const id = segments.at(-1) ?? "";
    const parent = `/${segments.slice(0, -1).join("/")}`;
    if (parent === CALLS_PATH) candidate = workItemId("booking", id);
    else if (segments.length === 3 && segments[0] === "admin") {
      const kind = workKindOfList(segments[1] ?? "");
      candidate = kind ? workItemId(kind, id) : null;
    }
  } else if (text.includes(":")) candidate = text;
  if (candidate) return (await db.workItem.findUnique({ where: { id: candidate }, select: { id: true } }))?.id ?? null;
  if (!text || text.includes("/")) return null;
  return (await db.workItem.findFirst({ where: { recordId: text }, select: { id: true } }))?.id ?? null;
}

async function targetOf(input: Extract<UnmatchedAction, { action: "file" }>): Promise<string> {
  if (input.itemId) {
    const item = await db.workItem.findUnique({ where: { id: input.itemId }, select: { id: true } });
    if (item) return item.id;
  }
  const found = input.record ? await itemOfReference(input.record) : null;
  if (found) return found;
  throw invalid(
    [{ field: "record", msg: input.record ? UNMATCHED_TEXT.problems.noRecord : UNMATCHED_TEXT.problems.invalid }],
    input.record ? UNMATCHED_TEXT.problems.noRecord : UNMATCHED_TEXT.problems.invalid,
  );
}

type Operator = AuditActor & { name: string };

/** Files an unmatched reply on a record, once; a second try (or a deleted one) is gone. Returns the item's id. */
export async function fileUnmatched(
  operator: Operator,
  messageId: string,
  input: Extract<UnmatchedAction, { action: "file" }>,
) {
  const itemId = await targetOf(input);
  const { count } = await db.message.updateMany({
    where: { id: messageId, direction: "in", status: "unmatched" },
    data: { itemId, status: "filed", unmatchedReason: null, actorId: operator.id, actorName: operator.name },
  });
  if (count === 0) throw gone(UNMATCHED_TEXT.problems.gone);
  await recordAudit(operator, "unmatched-mail-file", { kind: "unmatched-mail", id: messageId }, itemId);
  return itemId;
}

/** Deletes an unmatched reply with its raw copy and attachments' files. */
export async function deleteUnmatched(operator: AuditActor, messageId: string): Promise<void> {
  const message = await db.message.findFirst({
    where: { id: messageId, direction: "in", status: "unmatched" },
    select: { rawKey: true, attachments: { select: { key: true } } },
  });
  if (!message) throw gone(UNMATCHED_TEXT.problems.gone);
  const { count } = await db.message.deleteMany({ where: { id: messageId, status: "unmatched" } });
  if (count === 0) throw gone(UNMATCHED_TEXT.problems.gone);
  await recordAudit(operator, "unmatched-mail-delete", { kind: "unmatched-mail", id: messageId });
  // The row is gone first: a file left by a failed delete is an orphan the upkeep's sweep finds, never a message.
  const keys = [message.rawKey, ...message.attachments.map((file) => file.key)].filter((key): key is string =>
    Boolean(key),
  );
  for (const key of keys) {
    try {
      await fileStore.delete(key);
    } catch (error) {
      log.warn({ err: error, key }, "unmatched mail: a stored file could not be deleted");
    }
  }
}
