// The 24-hour reminder, queued for each standing call that starts within the next 24 hours and has
// none yet (and the holds nobody confirmed deleted first): every few minutes by each instance (a
// loop of the runtime, listed in instrumentation.ts; the upkeep run, daily by default, would be
// late). The claim (reminderQueuedAt) and the mail go in one transaction, so with several
// instances each call gets one reminder; a move clears the claim.
import "server-only";
import type { PrismaClient } from "../../generated/prisma/client";
import { db as appDb } from "../../core/db";
import { kickOutbox } from "../../core/mail/outbox";
import { queueChangeMails } from "./book";
import { dropExpiredHolds } from "./hold";

export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/** How often the runtime looks for due reminders. */
export const REMINDERS_EVERY_MS = 5 * 60 * 1000;

/** One look (the runtime's loop): the holds nobody confirmed go, then the due reminders are queued. */
export async function lookForDueReminders(): Promise<void> {
  await dropExpiredHolds(appDb);
  await queueReminders(appDb);
}

/** Queues the reminders due at `now`; returns how many. */
export async function queueReminders(db: PrismaClient, now = new Date()): Promise<number> {
  const due = await db.booking.findMany({
    where: {
      status: "booked",
      reminderQueuedAt: null,
      startsAt: { gt: now, lte: new Date(now.getTime() + REMINDER_BEFORE_MS) },
    },
    select: { id: true, sequence: true },
  });
  let queued = 0;
  for (const { id, sequence } of due) {
    const claimed = await db.$transaction(async (tx) => {
      const claim = await tx.booking.updateMany({
        where: { id, sequence, status: "booked", reminderQueuedAt: null },
        data: { reminderQueuedAt: now },
      });
      if (claim.count !== 1) return false;
      await queueChangeMails(tx, await tx.booking.findUniqueOrThrow({ where: { id } }), "reminder");
      return true;
    });
    if (claimed) queued += 1;
  }
  if (queued > 0) kickOutbox();
  return queued;
}
