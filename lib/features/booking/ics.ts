// The invitation mailed for a booked call: RFC 5545 text with RFC 5546's METHOD, REQUEST when it is
// booked or moved and CANCEL when it is called off. Times are written on the operator's clock with a
// VTIMEZONE built here from Temporal's own transitions, so no zone database ships twice and a
// calendar that knows no IANA names still places the meeting at the right instant.
import "server-only";
import {
  ICalAttendeeRole,
  ICalAttendeeStatus,
  ICalCalendar,
  ICalCalendarMethod,
  ICalEventStatus,
} from "ical-generator";
import { COMPANY } from "../../content/site";
import { BookingInputError, Temporal, timeZoneId, zoned } from "./zone";

export type InvitationInput = {
  method: "REQUEST" | "CANCEL";
  /** Stable per booking, e.g. `${bookingId}@<site host>`: a calendar matches a move or a cancel to the meeting by
   * it. */
  uid: string;
  /** 0 at booking, +1 on every move or cancel: a calendar ignores a message older than what it holds. */
  sequence: number;
  start: Date;
  end: Date;
  /** The operator's IANA zone: DTSTART and DTEND are written on its clock, with its TZID. */
  timeZone: string;
  summary: string;
  description: string;
  location?: string;
  url?: string;
  organizer: { name: string; email: string };
  attendees: Array<{ name: string; email: string }>;
  /** DTSTAMP: when this message was made. */
  stamp: Date;
};

// A UID is written as it is (ical-generator escapes no UID), so it is one printable ASCII word.
const UID = /^[\x21-\x7e]+$/;

/** "+0530", "-0400"; seconds only when a historic offset has them ("+055328"). */
function utcOffset(nanoseconds: number): string {
  const seconds = Math.round(Math.abs(nanoseconds) / 1e9);
  const fields = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  if (fields[2] === 0) fields.pop();
  return (nanoseconds < 0 ? "-" : "+") + fields.map((field) => String(field).padStart(2, "0")).join("");
}

const localDateTime = (at: Temporal.PlainDateTime) => at.toString({ smallestUnit: "second" }).replace(/[-:]/g, "");

const observanceLines = (kind: "STANDARD" | "DAYLIGHT", onset: string, from: number, to: number) => [
  `BEGIN:${kind}`,
  `DTSTART:${onset}`,
  `TZOFFSETFROM:${utcOffset(from)}`,
  `TZOFFSETTO:${utcOffset(to)}`,
  `END:${kind}`,
];

/** The observance a change of offset begins; its onset is written on the clock before the change (RFC 5545 3.6.5). */
function observance(change: Temporal.ZonedDateTime): string[] {
  const before = change.subtract({ nanoseconds: 1 }).offsetNanoseconds;
  const after = change.offsetNanoseconds;
  const onset = change.toInstant().add({ nanoseconds: before }).toZonedDateTimeISO("UTC").toPlainDateTime();
  // Summer time goes forward and comes back; a zone that moved forward for good (Abidjan leaving
  // local mean time in 1912) keeps a standard time.
  const daylight = after > before && change.getTimeZoneTransition("next")?.offsetNanoseconds === before;
  return observanceLines(daylight ? "DAYLIGHT" : "STANDARD", localDateTime(onset), before, after);
}

/**
 * The zone's rules around the meeting: the observance in effect at its start, every change until
 * its end, and the next one, so a zone with daylight saving shows both its offsets. Explicit onsets
 * rather than RRULEs: they are exact for the years they cover, which is all an invitation needs.
 */
function vtimezone(start: Temporal.ZonedDateTime, end: Temporal.ZonedDateTime): string {
  // A nanosecond on, so a meeting starting exactly at a change counts that change as in effect.
  const current = start.add({ nanoseconds: 1 }).getTimeZoneTransition("previous");
  // A zone that never changed (UTC's kin) has one observance since any date.
  const offset = start.offsetNanoseconds;
  const lines = current ? observance(current) : observanceLines("STANDARD", "19700101T000000", offset, offset);
  for (let change = start.getTimeZoneTransition("next"); change; change = change.getTimeZoneTransition("next")) {
    lines.push(...observance(change));
    if (Temporal.ZonedDateTime.compare(change, end) > 0) break;
  }
  return ["BEGIN:VTIMEZONE", `TZID:${start.timeZoneId}`, ...lines, "END:VTIMEZONE"].join("\r\n");
}

/**
 * False for a wall time the clocks repeat. RFC 5545 (3.3.5) reads it as the first occurrence, but
 * calendars differ (ical.js takes the second), so a meeting that starts or ends in the repeated
 * hour is written in UTC, which every calendar reads alike.
 */
function unambiguous(at: Temporal.ZonedDateTime): boolean {
  const wall = at.toPlainDateTime();
  const earlier = wall.toZonedDateTime(at.timeZoneId, { disambiguation: "earlier" });
  return earlier.equals(wall.toZonedDateTime(at.timeZoneId, { disambiguation: "later" }));
}

// A quoted parameter (CN) cannot hold a double quote in any escape every client reads.
const displayName = (name: string) => name.replaceAll('"', "'");

function check(input: InvitationInput): void {
  if (!UID.test(input.uid)) throw new BookingInputError("The invitation's UID must be printable ASCII without spaces.");
  if (!Number.isInteger(input.sequence) || input.sequence < 0) {
    throw new BookingInputError("The invitation's sequence must be a whole number of at least 0.");
  }
  if (!(input.end.getTime() > input.start.getTime()))
    throw new BookingInputError("The meeting must end after it starts.");
}

/** The .ics text of a booking's invitation: METHOD:REQUEST, or METHOD:CANCEL with STATUS:CANCELLED. */
export function invitation(input: InvitationInput): string {
  check(input);
  const timeZone = timeZoneId(input.timeZone);
  const start = zoned(input.start, timeZone);
  const end = zoned(input.end, timeZone);
  const onOperatorClock = unambiguous(start) && unambiguous(end);
  const cancel = input.method === "CANCEL";
  const calendar = new ICalCalendar({
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    prodId: { company: COMPANY.name, product: "Book a call", language: "EN" },
    // No calendar-wide zone (name null): with one, ical-generator writes DTSTAMP on the server's
    // own clock without its Z. The generator still runs for the event's zone.
    timezone: { name: null, generator: () => vtimezone(start, end) },
  });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp,
    // With a TZID, ical-generator writes a ZonedDateTime on that zone's clock but a Date on the
    // server's; without one, a Date in UTC.
    start: onOperatorClock ? start : input.start,
    end: onOperatorClock ? end : input.end,
    timezone: onOperatorClock ? timeZone : null,
    summary: input.summary,
    description: input.description,
    location: input.location ?? null,
    url: input.url ?? null,
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: displayName(input.organizer.name), email: input.organizer.email },
    attendees: input.attendees.map(({ name, email }) => ({
      name: displayName(name),
      email,
      role: ICalAttendeeRole.REQ,
      status: ICalAttendeeStatus.NEEDSACTION,
      rsvp: !cancel,
    })),
  });
  return calendar.toString();
}
