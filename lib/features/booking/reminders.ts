// The 24-hour reminder, queued for each standing call that starts within the next 24 hours and has
// none yet (and the holds nobody confirmed deleted first): every few minutes by each instance (the
// upkeep run, daily by default, would be late). The claim (reminderQueuedAt) and the mail go in one
// transaction, so with several instances each call gets one reminder; a move clears the claim.
import "server-only";
import type { PrismaClient } from "../../generated/prisma/client";
import { db as appDb } from "../../core/db";
import { log } from "../../core/log";
import { kickOutbox } from "../../core/mail/outbox";
import { connectivityReason, isDown } from "../../core/outage";
import { queueChangeMails } from "./book";
import { dropExpiredHolds } from "./hold";

export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
const LOOK_EVERY_MS = 5 * 60 * 1000;
const state = ((globalThis as unknown as { __callReminders?: { last: number; running: boolean } }).__callReminders ??= { last: 0, running: false });

/** Looks for due reminders unless one look is running or the last was under LOOK_EVERY_MS ago. */
export function kickReminders(now = Date.now()): void {
  if (state.running || now - state.last < LOOK_EVERY_MS || isDown("database")) return;
  state.running = true;
  state.last = now;
  void dropExpiredHolds(appDb)
    .then(() => queueReminders(appDb))
    .catch((error: unknown) => {
      // An outage is logged once by lib/core/outage.ts.
      if (!connectivityReason(error) && !isDown("database")) log.error({ err: error }, "call reminders could not be queued");
    })
    .finally(() => {
      state.running = false;
    });
}

/** Queues the reminders due at `now`; returns how many. */
export async function queueReminders(db: PrismaClient, now = new Date()): Promise<number> {
  const due = await db.booking.findMany({
    where: { status: "booked", reminderQueuedAt: null, startsAt: { gt: now, lte: new Date(now.getTime() + REMINDER_BEFORE_MS) } },
    select: { id: true, sequence: true },
  });
  let queued = 0;
  for (const { id, sequence } of due) {
    const claimed = await db.$transaction(async (tx) => {
      const claim = await tx.booking.updateMany({ where: { id, sequence, status: "booked", reminderQueuedAt: null }, data: { reminderQueuedAt: now } });
      if (claim.count !== 1) return false;
      await queueChangeMails(tx, await tx.booking.findUniqueOrThrow({ where: { id } }), "reminder");
      return true;
    });
    if (claimed) queued += 1;
  }
  if (queued > 0) kickOutbox();
  return queued;
}
