// The company's working week (a SiteSetting) and its holidays (Holiday), set once in the operator
// area. Every submission needs them for its due time, so the process keeps one snapshot for a
// minute (on the bridge, so the route bundles share it and a save here forgets it for all).
import "server-only";
import { bridge } from "../../core/bridge.mjs";
import { db } from "../../core/db";
import { isMissingTable } from "../../core/db/raw";
import { log } from "../../core/log";
import { recordAudit, type AuditActor } from "../audit";
import { DEFAULT_WORKING_HOURS, type WorkingHours } from "../../content/workspace-promise";
import type { HolidayInput } from "../../validation/working-hours";
import { workingHoursSchema } from "../../validation/working-hours";
import { replyDueAt } from "./due";

const KEY = "working-hours";
const FRESH_MS = 60_000;

export type PromiseCalendar = { hours: WorkingHours; holidays: ReadonlySet<string> };

declare module "../../core/bridge.mjs" {
  interface Bridge {
    /** The working week and holidays as last read, and when (lib/features/workspace/hours.ts). */
    promiseCalendar?: { at: number; value: Promise<PromiseCalendar> };
  }
}

/** The saved week back through the form's rules (ticked days as the form sends them), or the defaults. */
function parseHours(stored: string | null): WorkingHours {
  if (stored === null) return DEFAULT_WORKING_HOURS;
  try {
    const value = JSON.parse(stored) as WorkingHours;
    const form = Object.fromEntries(value.days.map((day) => [`day${day}`, "on"]));
    const parsed = workingHoursSchema.safeParse({ ...value, ...form });
    if (parsed.success) return parsed.data;
  } catch {
    // Falls through to the defaults, as a row that no longer passes does.
  }
  log.error("the saved working hours do not pass the form's rules; using the defaults");
  return DEFAULT_WORKING_HOURS;
}

async function readCalendar(): Promise<PromiseCalendar> {
  try {
    const [row, holidays] = await Promise.all([
      db.siteSetting.findUnique({ where: { key: KEY }, select: { value: true } }),
      db.holiday.findMany({ select: { day: true } }),
    ]);
    return { hours: parseHours(row?.value ?? null), holidays: new Set(holidays.map((holiday) => holiday.day)) };
  } catch (error) {
    // A build on a database without the tables prerenders with the defaults.
    if (isMissingTable(error)) return { hours: DEFAULT_WORKING_HOURS, holidays: new Set() };
    throw error;
  }
}

/** The working week and holidays, read at most once a minute per process. */
export function promiseCalendar(now = Date.now()): Promise<PromiseCalendar> {
  const kept = bridge.promiseCalendar;
  if (kept && now - kept.at < FRESH_MS) return kept.value;
  const value = readCalendar();
  bridge.promiseCalendar = { at: now, value };
  // A failed read is not kept: the next caller tries again.
  value.catch(() => {
    if (bridge.promiseCalendar?.value === value) bridge.promiseCalendar = undefined;
  });
  return value;
}

/** A new record's due time (lib/features/workspace/items.ts and the wizards' raw insert). */
export async function dueAtFor(received: Date): Promise<Date | null> {
  const { hours, holidays } = await promiseCalendar();
  return replyDueAt(received, hours, holidays);
}

export async function holidayList(): Promise<Array<{ day: string; name: string }>> {
  return db.holiday.findMany({ orderBy: { day: "asc" } });
}

const AUDITED = { kind: "settings", id: KEY };

/** Saves the week (in the audit trail); records that arrive from now on are due on it. */
export async function saveWorkingHours(hours: WorkingHours, operator: AuditActor): Promise<void> {
  const value = JSON.stringify(hours);
  const updatedBy = operator.email;
  await db.siteSetting.upsert({
    where: { key: KEY },
    create: { key: KEY, value, updatedBy },
    update: { value, updatedBy },
  });
  bridge.promiseCalendar = undefined;
  const detail = `${hours.days.join(",")} ${hours.start}-${hours.end} ${hours.timeZone}`;
  await recordAudit(operator, "working-hours-save", AUDITED, detail);
}

/** Adds (or renames) a holiday, or removes one (each in the audit trail); false when there was nothing to remove. */
export async function saveHoliday(input: HolidayInput, operator: AuditActor): Promise<boolean> {
  bridge.promiseCalendar = undefined;
  if (input.remove) {
    const removed = (await db.holiday.deleteMany({ where: { day: input.day } })).count === 1;
    if (removed) await recordAudit(operator, "working-hours-save", AUDITED, `holiday ${input.day} removed`);
    return removed;
  }
  await db.holiday.upsert({
    where: { day: input.day },
    create: { day: input.day, name: input.name },
    update: { name: input.name },
  });
  await recordAudit(operator, "working-hours-save", AUDITED, `holiday ${input.day} added`);
  return true;
}

const BACKFILL_BATCH = 500;

/**
 * Gives a due time to the unanswered items that have none (those received before the workspace
 * existed), a batch at a time, on today's calendar; the digest's loop calls it before it looks.
 * Several instances may run it at once: each writes the same value. Returns how many it filled.
 */
export async function fillMissingDueTimes(): Promise<number> {
  const items = await db.workItem.findMany({
    where: { dueAt: null, answeredAt: null },
    select: { id: true, receivedAt: true },
    take: BACKFILL_BATCH,
  });
  if (items.length === 0) return 0;
  const { hours, holidays } = await promiseCalendar();
  for (const item of items) {
    const dueAt = replyDueAt(item.receivedAt, hours, holidays);
    if (dueAt) await db.workItem.updateMany({ where: { id: item.id, dueAt: null }, data: { dueAt } });
  }
  return items.length;
}
