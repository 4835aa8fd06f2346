// Scheduled campaigns: the time an operator typed, read in their zone; the start, claimed once
// however many instances look (an UPDATE … WHERE status = 'scheduled' AND scheduledAt <= now that
// one transaction wins, with the deliveries inserted in that same transaction, so the subscribers
// are those confirmed when it starts); and cancelling one before it starts. Every instance looks
// every 30 s (a loop of the runtime, listed in instrumentation.ts) and wakes for a start due
// before its next look.
import "server-only";
import { SCHEDULE_ERRORS, SCHEDULE_TEXT } from "../../content/campaign-schedule";
import { db as appDb } from "../../core/db";
import { conflict, invalid, notFound } from "../../core/http";
import { bridge } from "../../core/bridge.mjs";
import type { PrismaClient } from "../../generated/prisma/client";
import { sendsLater, type ScheduleInput } from "../../validation/newsletter";
import { BookingInputError, instantIn } from "../booking";
import { audienceOf, startDeliveries } from "./campaigns";
import { kickNewsletter } from "./runtime";

/** How far ahead a look sets a timer: past the next look (30 s), so no start waits for a look. */
export const LOOK_AHEAD_MS = 35_000;
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/**
 * When the campaign goes out: null for now, else the instant `sendAt` names in the chosen zone
 * (the operator's when none was chosen). 422 on the field for a time past or over a year ahead.
 */
export function scheduledInstant(schedule: ScheduleInput, operatorZone: string, now = new Date()): Date | null {
  if (!sendsLater(schedule)) return null;
  let at: Date;
  try {
    at = instantIn(schedule.sendAt, schedule.timeZone ?? operatorZone);
  } catch (error) {
    if (error instanceof BookingInputError) throw invalid([{ field: "sendAt", msg: SCHEDULE_ERRORS.sendAtInvalid }]);
    throw error;
  }
  if (at.getTime() <= now.getTime()) throw invalid([{ field: "sendAt", msg: SCHEDULE_ERRORS.sendAtPast }]);
  if (at.getTime() - now.getTime() > MAX_AHEAD_MS)
    throw invalid([{ field: "sendAt", msg: SCHEDULE_ERRORS.sendAtTooFar }]);
  return at;
}

/**
 * Starts every scheduled campaign whose time has come: each is claimed by one conditional UPDATE
 * and gets its deliveries in the same transaction, so of several lookers at once one starts it.
 * Returns the ids this call started.
 */
export async function startDueCampaigns(db: PrismaClient = appDb, now = new Date()): Promise<string[]> {
  const due = await db.campaign.findMany({
    where: { status: "scheduled", scheduledAt: { lte: now } },
    select: { id: true },
    orderBy: { scheduledAt: "asc" },
  });
  const started: string[] = [];
  for (const { id } of due) {
    const claimed = await db.$transaction(async (tx) => {
      const claim = await tx.campaign.updateMany({
        where: { id, status: "scheduled", scheduledAt: { lte: now } },
        data: { status: "sending" },
      });
      if (claim.count !== 1) return false;
      const { audience } = await tx.campaign.findUniqueOrThrow({ where: { id }, select: { audience: true } });
      await startDeliveries(tx, id, audienceOf(audience), now);
      return true;
    });
    if (claimed) started.push(id);
  }
  return started;
}

/** Cancels a campaign that has not started; 409 with the reason once it has, 404 when there is none. */
export async function cancelCampaign(id: string, db: PrismaClient = appDb): Promise<void> {
  // The request id is let go, so announcing the same post again makes a new campaign.
  const { count } = await db.campaign.updateMany({
    where: { id, status: "scheduled" },
    data: { status: "cancelled", requestId: null },
  });
  if (count === 1) return;
  const campaign = await db.campaign.findUnique({ where: { id }, select: { status: true } });
  if (!campaign) throw notFound(SCHEDULE_TEXT.unknownCampaign);
  throw conflict(campaign.status === "cancelled" ? SCHEDULE_TEXT.onlyScheduledCancels : SCHEDULE_TEXT.alreadyStarted);
}

/** The first scheduled start within LOOK_AHEAD_MS, to set a timer for. */
async function nextStart(now: Date): Promise<number | null> {
  const next = await appDb.campaign.findFirst({
    where: { status: "scheduled", scheduledAt: { gt: now, lte: new Date(now.getTime() + LOOK_AHEAD_MS) } },
    orderBy: { scheduledAt: "asc" },
    select: { scheduledAt: true },
  });
  return next?.scheduledAt?.getTime() ?? null;
}

/** One look (the runtime's loop): starts the due campaigns, kicks the sender, and wakes for a start before the next
 * look. */
export async function lookForDueCampaigns(): Promise<{ wakeAt: number } | undefined> {
  const now = new Date();
  const started = await startDueCampaigns(appDb, now);
  if (started.length > 0) kickNewsletter();
  const next = await nextStart(now);
  return next === null ? undefined : { wakeAt: next + 50 };
}

/** Asks the runtime, when this process runs it, to look now (a campaign was just scheduled). */
export function kickScheduledCampaigns(): void {
  bridge.wake?.("scheduled-campaigns");
}
