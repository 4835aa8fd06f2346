// What a record's page shows of its work item: the stage and the stages it can move to (with the
// close reasons), the owner and the operators, and one timeline, oldest first, of its events, the
// mails the site sent about it, the calls booked from it and its notes.
import "server-only";
import { db } from "../../core/db";
import { TIMELINE_TEXT } from "../../content/workspace-record";
import { dueLabel, type DueLabel } from "../../content/workspace-promise";
import { isWorkKind, workItemId, type WorkKind } from "../../content/workspace";
import { timelineOf, type TimelineEntry } from "./events";
import { notesOf, type NoteView } from "./notes";
import { pipelineChoices } from "./choices";

/** A message of the record's conversation as its history shows it (lib/features/conversations/view.ts makes it). */
export type TimelineMessage = {
  direction: "out" | "in";
  subject: string;
  /** out: the written Markdown, sanitised · in: absent (a reply is shown as plain text). */
  html?: string;
  /** in: the reply's own words, and the whole text when a quoted history was left out of them. */
  shown?: string;
  whole?: string;
  authFailed: boolean;
  attachments: Array<{ href: string; name: string; size: number }>;
};

export type TimelineLine = {
  key: string;
  at: Date;
  actor: string | null;
  text: string;
  html?: string;
  message?: TimelineMessage;
};

export type WorkView = {
  itemId: string;
  kind: WorkKind;
  recordId: string;
  stageId: string;
  ownerId: string | null;
  reason: string | null;
  /** The reply promise at the page's time (lib/content/workspace-promise.ts). */
  due: DueLabel | null;
  stages: Array<{ id: string; name: string; closes: boolean }>;
  reasons: Array<{ id: string; label: string }>;
  operators: Array<{ id: string; name: string }>;
  timeline: TimelineLine[];
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

function eventText(entry: TimelineEntry): string {
  const { detail } = entry;
  switch (entry.type) {
    case "received":
      return TIMELINE_TEXT.received;
    case "stage":
      return TIMELINE_TEXT.stage(text(detail.from), text(detail.to), text(detail.reason) || null);
    case "owner":
      return TIMELINE_TEXT.owner(text(detail.to) || null);
    case "withdrawn":
      return TIMELINE_TEXT.withdrawn;
    case "privacy":
      return TIMELINE_TEXT.privacy(text(detail.action));
    case "booking":
      return detail.interview === true
        ? TIMELINE_TEXT.interview(text(detail.startsAt))
        : TIMELINE_TEXT.booking(text(detail.startsAt), text(detail.status));
    case "mail":
      return TIMELINE_TEXT.mail(text(detail.kind), text(detail.to), text(detail.status));
    default:
      return TIMELINE_TEXT.note;
  }
}

const MAILS_SHOWN = 50;

/** Mails the outbox holds about the record: their payload names its id (acknowledgements, alerts, invitations). */
async function mailLines(recordId: string, since: Date): Promise<TimelineLine[]> {
  const mails = await db.outboxMail.findMany({
    where: { createdAt: { gte: new Date(since.getTime() - 60_000) }, payload: { contains: recordId } },
    orderBy: { createdAt: "asc" },
    take: MAILS_SHOWN,
    select: { id: true, kind: true, to: true, status: true, createdAt: true, sentAt: true },
  });
  return mails.map((mail) => ({
    key: `mail-${mail.id}`,
    at: mail.createdAt,
    actor: null,
    text: TIMELINE_TEXT.mail(mail.kind, mail.to, mail.status),
  }));
}

/** The calls booked from an enquiry's thank-you step. */
async function bookingLines(kind: WorkKind, recordId: string): Promise<TimelineLine[]> {
  if (kind !== "business" && kind !== "partnership") return [];
  const calls = await db.booking.findMany({
    where: { enquiryKind: kind, enquiryId: recordId },
    select: { id: true, createdAt: true, startsAt: true, status: true },
  });
  return calls.map((call) => ({
    key: `booking-${call.id}`,
    at: call.createdAt,
    actor: null,
    text: TIMELINE_TEXT.booking(`${call.startsAt.toISOString().slice(0, 16).replace("T", " ")} UTC`, call.status),
  }));
}

function noteLines(notes: NoteView[]): TimelineLine[] {
  return notes.map((note) => ({
    key: `note-${note.id}`,
    at: note.createdAt,
    actor: note.authorName,
    text: TIMELINE_TEXT.note,
    html: note.html,
  }));
}

/** The record's work item as its page shows it, or null when it has none. */
export async function workView(kind: string, recordId: string): Promise<WorkView | null> {
  if (!isWorkKind(kind)) return null;
  const itemId = workItemId(kind, recordId);
  const item = await db.workItem.findUnique({ where: { id: itemId } });
  if (!item) return null;
  const [{ stages, reasons, operators }, events, notes, mails, bookings] = await Promise.all([
    pipelineChoices(item.pipeline),
    timelineOf(itemId),
    notesOf(itemId),
    mailLines(recordId, item.receivedAt),
    bookingLines(kind, recordId),
  ]);
  // A note's own event is shown by the note itself, with its text.
  const eventLines = events
    .filter((entry) => entry.type !== "note")
    .map((entry, index) => ({ key: `event-${index}`, at: entry.at, actor: entry.actorName, text: eventText(entry) }));
  const timeline = [...eventLines, ...mails, ...bookings, ...noteLines(notes)].sort(
    (a, b) => a.at.getTime() - b.at.getTime(),
  );
  return {
    itemId,
    kind,
    recordId,
    stageId: item.stageId,
    ownerId: item.ownerId,
    reason: item.reason,
    due: dueLabel(item, new Date()),
    stages: stages.map((stage) => ({
      id: stage.id,
      name: stage.name,
      closes: stage.outcome === "rejected" || stage.outcome === "lost",
    })),
    reasons: reasons.map((reason) => ({ id: reason.id, label: reason.label })),
    operators,
    timeline,
  };
}
