// Each operator's hours for booked calls, as stored and as the slot computation takes them.
import "server-only";
import { BOOKING_LINK_PAGES, DEFAULT_TIME_ZONE } from "../../content/booking";
import { db } from "../../core/db";
import { isMissingTable } from "../../core/db/raw";
import { revalidatePages } from "../../core/revalidate";
import type { AvailabilityInput } from "../../validation/booking";
import type { Availability, WeeklyHours } from "./slots";

/** `meetingPlace`: the https link or the place the calls are held at, written into the invitations. */
export type OperatorAvailability = Availability & { operatorId: string; active: boolean; meetingPlace: string | null };

const parsed = <T>(json: string, fallback: T): T => {
  try {
    return JSON.parse(json) as T;
  } catch {
    return fallback;
  }
};

type Row = Awaited<ReturnType<typeof db.bookingAvailability.findMany>>[number];
function fromRow(row: Row): OperatorAvailability {
  return {
    operatorId: row.operatorId,
    active: row.active,
    timeZone: row.timeZone,
    weekly: parsed<WeeklyHours[]>(row.weekly, []),
    meetingMinutes: row.meetingMinutes,
    bufferMinutes: row.bufferMinutes,
    horizonDays: row.horizonDays,
    minNoticeMinutes: row.minNoticeMinutes,
    blockedDates: parsed<string[]>(row.blockedDates, []),
    meetingPlace: row.meetingPlace,
  };
}

/** The hours of every operator taking bookings, oldest first (the first free one gets a booking). */
export async function bookableOperators(): Promise<OperatorAvailability[]> {
  const rows = await db.bookingAvailability.findMany({
    where: { active: true, operator: { role: "operator" } },
    orderBy: { id: "asc" },
  });
  return rows.map(fromRow).filter((availability) => availability.weekly.length > 0);
}

/** Whether anyone takes bookings: the site offers its booking link only then. A build on a database without the
 * table: nobody. */
export async function hasBookingHours(): Promise<boolean> {
  try {
    return (await bookableOperators()).length > 0;
  } catch (error) {
    if (isMissingTable(error)) return false;
    throw error;
  }
}

/** Renders the pages that offer the booking link again, after anything that may change hasBookingHours. */
export const refreshBookingLinks = () => revalidatePages(BOOKING_LINK_PAGES);

export async function availabilityOf(operatorId: string): Promise<OperatorAvailability | null> {
  const row = await db.bookingAvailability.findUnique({ where: { operatorId } });
  return row ? fromRow(row) : null;
}

export async function saveAvailability(operatorId: string, input: AvailabilityInput): Promise<void> {
  const data = { ...input, weekly: JSON.stringify(input.weekly), blockedDates: JSON.stringify(input.blockedDates) };
  await db.bookingAvailability.upsert({ where: { operatorId }, create: { operatorId, ...data }, update: data });
  refreshBookingLinks();
}

/** The zone an operator reads times in: the one saved with their hours, else the site's. */
export async function operatorTimeZone(operatorId: string): Promise<string> {
  const row = await db.bookingAvailability.findUnique({ where: { operatorId }, select: { timeZone: true } });
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}
