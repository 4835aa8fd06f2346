// Free meeting slots from an operator's weekly hours. The hours are wall-clock times in the
// operator's zone, so each day is laid out on that day's own clock: 09:00 in London is 08:00 UTC in
// summer and 09:00 UTC in winter, and a day whose clocks change has an hour more or less.
import { slotTime } from "../../content/booking";
import { BookingInputError, Temporal, timeZoneId, zoned } from "./zone";

/** ISO weekday: Monday = 1 … Sunday = 7. */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** One range of bookable hours on a weekday, "HH:MM" to "HH:MM" (end after start; "24:00" ends at midnight). */
export type WeeklyHours = { day: IsoWeekday; start: string; end: string };

export type Availability = {
  /** IANA zone of the operator, e.g. "Asia/Kolkata", "Europe/London". */
  timeZone: string;
  /** Several ranges per day allowed; slots of overlapping ranges never overlap each other. */
  weekly: WeeklyHours[];
  meetingMinutes: number;
  /** Kept free before and after every busy interval. */
  bufferMinutes: number;
  /** Calendar days of the operator's zone offered, today first: with 14, the last day is today + 13. */
  horizonDays: number;
  /** Nothing starts sooner than this from now; a slot starting exactly then is offered. */
  minNoticeMinutes: number;
  /** "YYYY-MM-DD" days in the operator's zone with no slots. */
  blockedDates: string[];
};

export type Interval = { start: Date; end: Date };

export type DaySlots = { day: string; label: string; slots: Array<{ start: string; time: string }> };

const MINUTE_MS = 60_000;
const MINUTES_PER_DAY = 24 * 60;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
// Day and month names as the site's other dates write them ("Thu", "Sept"); the label's layout is slotsByDay's own.
const LABEL_LOCALE = "en-IN";

/** Availability checked once, in the units the computation uses. */
type Plan = {
  timeZone: string;
  ranges: Array<{ day: IsoWeekday; start: number; end: number }>; // minutes since the day's midnight
  meetingMinutes: number;
  bufferMs: number;
  noticeMs: number;
  horizonDays: number;
  blocked: Set<string>;
};

function wholeNumber(value: number, name: string, least: number): number {
  if (!Number.isInteger(value) || value < least)
    throw new BookingInputError(`${name} must be a whole number of at least ${least}.`);
  return value;
}

function clockMinutes(value: string, isEnd: boolean): number {
  if (isEnd && value === "24:00") return MINUTES_PER_DAY;
  const match = CLOCK.exec(value);
  if (!match) throw new BookingInputError(`"${value}" is not a time of day (HH:MM).`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function calendarDay(value: string): string {
  try {
    if (CALENDAR_DAY.test(value)) return Temporal.PlainDate.from(value).toString();
  } catch {
    // A day that does not exist ("2026-02-30") reads as malformed, below.
  }
  throw new BookingInputError(`"${value}" is not a calendar day (YYYY-MM-DD).`);
}

function plan(availability: Availability): Plan {
  const ranges = availability.weekly.map(({ day, start, end }) => {
    if (!Number.isInteger(day) || day < 1 || day > 7)
      throw new BookingInputError(`${day} is not a weekday (1 = Monday … 7 = Sunday).`);
    const range = { day, start: clockMinutes(start, false), end: clockMinutes(end, true) };
    if (range.end <= range.start) throw new BookingInputError(`The hours ${start}–${end} must end after they start.`);
    return range;
  });
  return {
    timeZone: timeZoneId(availability.timeZone),
    ranges,
    meetingMinutes: wholeNumber(availability.meetingMinutes, "The meeting length", 1),
    bufferMs: wholeNumber(availability.bufferMinutes, "The buffer", 0) * MINUTE_MS,
    noticeMs: wholeNumber(availability.minNoticeMinutes, "The notice", 0) * MINUTE_MS,
    horizonDays: wholeNumber(availability.horizonDays, "The booking window", 1),
    blocked: new Set(availability.blockedDates.map(calendarDay)),
  };
}

/**
 * The slots the weekly hours give one day of the operator's calendar, before bookings and notice:
 * each range's start, then every meeting length after it on the wall clock, while the meeting ends
 * by the range's end.
 */
function daySlots(date: Temporal.PlainDate, { timeZone, ranges, meetingMinutes }: Plan): Interval[] {
  const midnight = date.toPlainDateTime();
  const slots: Interval[] = [];
  for (const range of ranges) {
    if (range.day !== date.dayOfWeek) continue;
    const rangeEnd = midnight.add({ minutes: range.end });
    for (let minute = range.start; minute + meetingMinutes <= range.end; minute += meetingMinutes) {
      const wall = midnight.add({ minutes: minute });
      // A repeated wall time (clocks going back) is offered once, at its first occurrence, the one
      // RFC 5545 (3.3.5) means by it: the operator never sees one clock time listed twice.
      const start = wall.toZonedDateTime(timeZone, { disambiguation: "earlier" });
      // A wall time the clocks skip (spring forward) comes back as another time: no slot.
      if (!start.toPlainDateTime().equals(wall)) continue;
      const end = start.add({ minutes: meetingMinutes });
      // Measured on the wall clock, so a meeting across the skipped hour does not outrun the range.
      if (Temporal.PlainDateTime.compare(end.toPlainDateTime(), rangeEnd) > 0) continue;
      slots.push({ start: new Date(start.epochMilliseconds), end: new Date(end.epochMilliseconds) });
    }
  }
  return slots;
}

/**
 * In order, keeping the first of any that overlap: two ranges of a day may overlap, and on a day
 * that springs forward the wall-clock grid puts two starts less than a meeting apart.
 */
function withoutOverlaps(slots: Interval[]): Interval[] {
  const kept: Interval[] = [];
  for (const slot of [...slots].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const last = kept.at(-1);
    if (!last || slot.start.getTime() >= last.end.getTime()) kept.push(slot);
  }
  return kept;
}

/**
 * The busy intervals widened by the buffer, in order, overlapping or touching ones merged: a slot
 * clashes with the busy time exactly when it overlaps one of these.
 */
function blockedSpans(busy: Interval[], bufferMs: number): Array<{ start: number; end: number }> {
  const spans = busy
    .map((interval) => ({ start: interval.start.getTime() - bufferMs, end: interval.end.getTime() + bufferMs }))
    .sort((a, b) => a.start - b.start);
  const merged: typeof spans = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The slots (in order) that overlap no blocked span: one walk over both lists, however many bookings. */
function outsideSpans(slots: Interval[], spans: Array<{ start: number; end: number }>): Interval[] {
  let next = 0;
  return slots.filter((slot) => {
    while (next < spans.length && spans[next]!.end <= slot.start.getTime()) next += 1;
    const span = spans[next];
    return !span || span.start >= slot.end.getTime();
  });
}

/**
 * Free slots (UTC instants), in order: on the meeting-length grid of each range of the weekly
 * hours in the operator's zone, not on blocked dates, not within the buffer of a busy interval
 * (a slot may end exactly where the buffer begins, or start exactly where it ends), not before
 * now + notice, and within the window of horizonDays calendar days starting today.
 */
export function freeSlots(availability: Availability, busy: Interval[], now: Date): Interval[] {
  const settings = plan(availability);
  const today = zoned(now, settings.timeZone).toPlainDate();
  const offered: Interval[] = [];
  for (let offset = 0; offset < settings.horizonDays; offset += 1) {
    const date = today.add({ days: offset });
    if (!settings.blocked.has(date.toString())) offered.push(...daySlots(date, settings));
  }
  const earliest = now.getTime() + settings.noticeMs;
  return outsideSpans(
    withoutOverlaps(offered).filter((slot) => slot.start.getTime() >= earliest),
    blockedSpans(busy, settings.bufferMs),
  );
}

/** True when `start` is exactly one of the free slots (the server re-checks a chosen slot with it). */
export function isFreeSlot(availability: Availability, busy: Interval[], now: Date, start: Date): boolean {
  return freeSlots(availability, busy, now).some((slot) => slot.start.getTime() === start.getTime());
}

/**
 * Slots grouped by the day they fall on in the visitor's zone, with that zone's labels
 * (day "2026-12-03", label "Thu 3 Dec", time "14:30", or "2:30 PM" on a 12-hour `locale`'s clock);
 * days and slots keep the slots' order.
 */
export function slotsByDay(slots: Interval[], visitorTimeZone: string, locale?: string): DaySlots[] {
  const timeZone = timeZoneId(visitorTimeZone);
  const format = new Intl.DateTimeFormat(LABEL_LOCALE, { timeZone, weekday: "short", day: "numeric", month: "short" });
  // Built from parts so the label does not depend on the locale data's punctuation ("Thu, 3 Dec").
  const label = (at: Date) => {
    const parts = format.formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? "";
    return `${part("weekday")} ${part("day")} ${part("month")}`;
  };
  const days = new Map<string, DaySlots>();
  for (const slot of slots) {
    const local = zoned(slot.start, timeZone);
    const day = local.toPlainDate().toString();
    let group = days.get(day);
    if (!group) {
      group = { day, label: label(slot.start), slots: [] };
      days.set(day, group);
    }
    group.slots.push({
      start: slot.start.toISOString(),
      time: locale ? slotTime(slot.start, timeZone, locale) : local.toPlainTime().toString({ smallestUnit: "minute" }),
    });
  }
  return [...days.values()];
}
