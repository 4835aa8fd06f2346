// Where each of an applicant's records stands, and its conversation, as they may see it: the
// stage's phase in four plain words (never the name the team gave the stage, never a note) and
// the messages the company wrote to their address, with the replies they sent from it. Nothing
// unmatched, nothing another person wrote on the record.
import "server-only";
import type { ApplicantStage } from "../../content/conversations-applicant";
import { db } from "../../core/db";
import { renderMarkdown } from "../../core/markdown";

/** A message on My applications: ours as sanitised HTML of its Markdown, theirs as the plain text received. */
export type ApplicantMessage =
  | { id: string; direction: "out"; at: Date; subject: string; fromName: string; html: string }
  | { id: string; direction: "in"; at: Date; subject: string; text: string };

export type Progress = { stage: ApplicantStage; messages: ApplicantMessage[] };

/** The record as My applications knows it: its kind, its id and its own status (the phase it was last moved to). */
export type RecordRef = { kind: string; id: string; status: string };

/** A record's key here, and its work item's id (lib/content/workspace.ts workItemId). */
export const progressKey = (kind: string, id: string) => `${kind}:${id}`;

/**
 * The plain words of a phase: closed and withdrawn are Closed; a standing interview is Interview
 * booked; a new record is Received; anything between is In review.
 */
export function applicantStage(phase: string, interviewBooked: boolean): ApplicantStage {
  if (phase === "closed" || phase === "withdrawn") return "closed";
  if (interviewBooked) return "interview_booked";
  return phase === "new" ? "received" : "in_review";
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The work items of `records` (an item's id is its record's kind and id), with their stage's phase. */
async function itemsOf(records: RecordRef[]) {
  if (records.length === 0) return [];
  return db.workItem.findMany({
    where: { id: { in: records.map((record) => progressKey(record.kind, record.id)) } },
    select: { id: true, stage: { select: { phase: true } } },
  });
}

/** The items with an interview booked that has not ended (its Booking standing, not cancelled). */
async function interviewsBooked(itemIds: string[], now: Date): Promise<Set<string>> {
  const invites = await db.interviewInvite.findMany({
    where: { itemId: { in: itemIds } },
    select: { id: true, itemId: true },
  });
  if (invites.length === 0) return new Set();
  const bookings = await db.booking.findMany({
    where: { inviteId: { in: invites.map((invite) => invite.id) }, status: "booked", endsAt: { gt: now } },
    select: { inviteId: true },
  });
  const booked = new Set(bookings.map((booking) => booking.inviteId));
  return new Set(invites.filter((invite) => booked.has(invite.id)).map((invite) => invite.itemId));
}

/** The items' messages between the company and `email`, oldest first, by item. */
async function messagesOf(itemIds: string[], email: string): Promise<Map<string, ApplicantMessage[]>> {
  const rows = await db.message.findMany({
    where: { itemId: { in: itemIds }, OR: [{ direction: "out" }, { direction: "in", status: "filed" }] },
    select: {
      id: true,
      itemId: true,
      direction: true,
      fromAddress: true,
      fromName: true,
      toAddress: true,
      subject: true,
      body: true,
      createdAt: true,
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  const byItem = new Map<string, ApplicantMessage[]>();
  for (const row of rows) {
    const base = { id: row.id, at: row.createdAt, subject: row.subject };
    let message: ApplicantMessage | null = null;
    if (row.direction === "out" && sameAddress(row.toAddress, email))
      message = { ...base, direction: "out", fromName: row.fromName ?? "", html: renderMarkdown(row.body) };
    else if (row.direction === "in" && sameAddress(row.fromAddress, email))
      message = { ...base, direction: "in", text: row.body };
    if (!message || !row.itemId) continue;
    byItem.set(row.itemId, [...(byItem.get(row.itemId) ?? []), message]);
  }
  return byItem;
}

/** Each record's stage and messages, keyed by progressKey; a record without a work item keeps its own status. */
export async function progressOf(
  email: string,
  records: RecordRef[],
  now = new Date(),
): Promise<Map<string, Progress>> {
  const items = await itemsOf(records);
  const itemIds = items.map((item) => item.id);
  const [booked, messages] = await Promise.all([interviewsBooked(itemIds, now), messagesOf(itemIds, email)]);
  const byRecord = new Map(items.map((item) => [item.id, item]));
  return new Map(
    records.map((record) => {
      const key = progressKey(record.kind, record.id);
      const item = byRecord.get(key);
      const phase = item?.stage.phase ?? record.status;
      const progress: Progress = {
        stage: applicantStage(phase, item ? booked.has(item.id) : false),
        messages: item ? (messages.get(item.id) ?? []) : [],
      };
      return [key, progress];
    }),
  );
}
