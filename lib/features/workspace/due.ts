// The reply promise's rule: a record is due one business day of working time after it arrives.
// Working time is the company's opening hours on its working days, minus holidays, laid out on each
// day's own wall clock in the company's zone (so 09:00 in London is 08:00 UTC in summer).
import { Temporal } from "temporal-polyfill";
import type { WorkingHours } from "../../content/workspace-promise";

/** Minutes since midnight of "HH:MM". */
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** No search walks further than this for the next working moment (a year of holidays, say). */
const MAX_DAYS = 400;

/** True for a day the company works: a working weekday that is not a holiday. */
export function isWorkingDay(day: Temporal.PlainDate, hours: WorkingHours, holidays: ReadonlySet<string>): boolean {
  return hours.days.includes(day.dayOfWeek) && !holidays.has(day.toString());
}

/** The instants a day's hours open and close, each on that day's own clock. */
function window(day: Temporal.PlainDate, hours: WorkingHours): { open: number; close: number } {
  const at = (clock: string) =>
    day
      .toPlainDateTime(Temporal.PlainTime.from(clock))
      .toZonedDateTime(hours.timeZone, { disambiguation: "compatible" }).epochMilliseconds;
  return { open: at(hours.start), close: at(hours.end) };
}

/** The company's calendar day of an instant, "YYYY-MM-DD". */
export function companyDay(at: Date, timeZone: string): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
}

/**
 * When a record received at `received` is due: one business day (the length of the working day)
 * of working time later. A record received outside hours starts counting when the company next
 * opens, so one that arrives on a Friday evening is due at Monday's close. Null when the week has no
 * working time at all.
 */
export function replyDueAt(received: Date, hours: WorkingHours, holidays: ReadonlySet<string>): Date | null {
  let left = (minutesOf(hours.end) - minutesOf(hours.start)) * 60_000;
  if (left <= 0 || hours.days.length === 0) return null;
  let cursor = received.getTime();
  let day = companyDay(received, hours.timeZone);
  for (let walked = 0; walked < MAX_DAYS; walked += 1, day = day.add({ days: 1 })) {
    if (!isWorkingDay(day, hours, holidays)) continue;
    const { open, close } = window(day, hours);
    const from = Math.max(cursor, open);
    if (from >= close) continue;
    if (from + left <= close) return new Date(from + left);
    left -= close - from;
    cursor = close;
  }
  return null;
}

/** The instants a company day starts and ends (midnight to midnight on its own clock). */
export function dayBounds(day: Temporal.PlainDate, timeZone: string): { start: Date; end: Date } {
  const start = day.toZonedDateTime({ timeZone }).epochMilliseconds;
  const end = day.add({ days: 1 }).toZonedDateTime({ timeZone }).epochMilliseconds;
  return { start: new Date(start), end: new Date(end) };
}

/** The instant the company next opens on a working day at or after `now` (today's opening if still ahead). */
export function nextOpening(now: Date, hours: WorkingHours, holidays: ReadonlySet<string>): Date | null {
  let day = companyDay(now, hours.timeZone);
  for (let walked = 0; walked < MAX_DAYS; walked += 1, day = day.add({ days: 1 })) {
    if (!isWorkingDay(day, hours, holidays)) continue;
    const { open } = window(day, hours);
    if (open >= now.getTime()) return new Date(open);
  }
  return null;
}
