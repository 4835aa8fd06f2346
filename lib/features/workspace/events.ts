// The record's timeline: one row per thing that happened to it, with who did it. The record's
// arrival is its item's `receivedAt`, so the hot path writes no event of its own.
import "server-only";
import type { WorkEventType } from "../../content/workspace";
import { db } from "../../core/db";

/** Who did it: an operator (id and name at the time), or nobody for the visitor's own actions. */
export type Actor = { id: string; name: string } | null;

export type WorkEventRow = {
  itemId: string;
  type: WorkEventType;
  at: Date;
  actorId: string | null;
  actorName: string | null;
  detail: string;
};

export function eventRow(
  itemId: string,
  type: WorkEventType,
  detail: Record<string, unknown>,
  actor: Actor,
  at = new Date(),
): WorkEventRow {
  return {
    itemId,
    type,
    at,
    actorId: actor?.id ?? null,
    actorName: actor?.name ?? null,
    detail: JSON.stringify(detail),
  };
}

/** Adds one event (a note, a mail, a booking, a privacy action) to an item's timeline. */
export async function addEvent(
  itemId: string,
  type: WorkEventType,
  detail: Record<string, unknown>,
  actor: Actor = null,
) {
  await db.workEvent.create({ data: eventRow(itemId, type, detail, actor) });
}

export type TimelineEntry = {
  type: WorkEventType;
  at: Date;
  actorName: string | null;
  detail: Record<string, unknown>;
};

/** The item's timeline, oldest first, starting with its arrival. */
export async function timelineOf(itemId: string): Promise<TimelineEntry[]> {
  const item = await db.workItem.findUnique({
    where: { id: itemId },
    select: { receivedAt: true, events: { orderBy: [{ at: "asc" }, { id: "asc" }] } },
  });
  if (!item) return [];
  return [
    { type: "received", at: item.receivedAt, actorName: null, detail: {} },
    ...item.events.map((event) => ({
      type: event.type as WorkEventType,
      at: event.at,
      actorName: event.actorName,
      detail: JSON.parse(event.detail) as Record<string, unknown>,
    })),
  ];
}
