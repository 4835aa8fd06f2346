// Time zones for booking: the one place that imports Temporal and checks a zone's name, so slots
// and invitations agree on what a zone is and fail the same way on one that does not exist.
//
// temporal-polyfill (FullCalendar) rather than @js-temporal/polyfill: it follows the finished spec
// and is released often (1.0.8 of November 2026; @js-temporal's last is 0.5.1 of July 2025), it is
// under half the size (19 kB min+gzip against 52 kB, which counts if slot labels are ever rendered
// in the browser), and it defers to a native Temporal where the runtime has one.
import { Temporal } from "temporal-polyfill";

export { Temporal };

/** A booking input a caller can show as it is: an unknown zone, a malformed time or day, a bad setting. */
export class BookingInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BookingInputError";
  }
}

// Temporal also takes a fixed offset ("+05:30") as a zone; an offset has no daylight saving rules
// and is not a TZID a calendar can resolve, so only named zones pass.
const NAMED_ZONE = /^[A-Za-z]/;

/** The zone's IANA name as Temporal spells it ("europe/london" → "Europe/London"); throws BookingInputError when
 * unknown. */
export function timeZoneId(name: string): string {
  if (NAMED_ZONE.test(name)) {
    try {
      return Temporal.Instant.fromEpochMilliseconds(0).toZonedDateTimeISO(name).timeZoneId;
    } catch {
      // Temporal's RangeError names the zone in capitals; the caller's spelling reads better.
    }
  }
  throw new BookingInputError(`"${name}" is not a known time zone.`);
}

/** The instant in a zone (which the caller has checked with timeZoneId). */
export function zoned(at: Date, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
}

/**
 * The instant a wall-clock date and time ("2026-03-29T01:30", seconds optional) names in the zone.
 * A time a clock change skips moves forward by the gap and a repeated one takes its first
 * occurrence, as calendars do (Temporal's "compatible"). Throws BookingInputError for a date that
 * does not exist (30 February).
 */
export function instantIn(local: string, timeZone: string): Date {
  try {
    const wall = Temporal.PlainDateTime.from(local, { overflow: "reject" });
    return new Date(wall.toZonedDateTime(timeZone, { disambiguation: "compatible" }).epochMilliseconds);
  } catch {
    throw new BookingInputError(`"${local}" is not a date and time.`);
  }
}
