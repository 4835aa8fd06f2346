// Booked calls as the operator sees them: the upcoming list (with the times held for visitors who
// have not confirmed yet), the past and cancelled ones, one call's page, and the calls booked from
// an enquiry (shown in its record).
import "server-only";
import { db } from "../../core/db";
import type { Booking } from "./book";
import { standingWhere } from "./book";

export type CallStatus = "booked" | "held" | "cancelled" | "past";
export type UpcomingBooking = {
  id: string;
  startsAt: Date;
  name: string;
  email: string;
  company: string | null;
  topic: string;
  operator: string;
  heldUntil: Date | null;
  status: CallStatus;
};

type Row = Booking & { operator: { email: string } };
const statusOf = (row: Booking, now: Date): CallStatus =>
  row.status === "cancelled" ? "cancelled" : row.status === "held" ? "held" : row.endsAt <= now ? "past" : "booked";
const listed =
  (now: Date) =>
  (row: Row): UpcomingBooking => ({
    id: row.id,
    startsAt: row.startsAt,
    name: row.name,
    email: row.email,
    company: row.company,
    topic: row.topic,
    operator: row.operator.email,
    heldUntil: row.status === "held" ? row.holdExpiresAt : null,
    status: statusOf(row, now),
  });
const withOperator = { operator: { select: { email: true } } } as const;

/** Standing calls and live holds from now on, soonest first. */
export async function upcomingBookings(now = new Date(), take = 20): Promise<UpcomingBooking[]> {
  const rows = await db.booking.findMany({
    where: { ...standingWhere(now), endsAt: { gt: now } },
    orderBy: { startsAt: "asc" },
    take,
    include: withOperator,
  });
  return rows.map(listed(now));
}

/** Calls that took place or were cancelled, latest first. */
export async function pastBookings(now = new Date(), take = 50): Promise<UpcomingBooking[]> {
  const rows = await db.booking.findMany({
    where: { OR: [{ status: "cancelled" }, { status: "booked", endsAt: { lte: now } }] },
    orderBy: { startsAt: "desc" },
    take,
    include: withOperator,
  });
  return rows.map(listed(now));
}

/** One call for its page in the operator area (a held time too); null when there is none. */
export async function callOf(id: string, now = new Date()): Promise<(UpcomingBooking & { booking: Booking }) | null> {
  const row = await db.booking.findUnique({ where: { id }, include: withOperator });
  return row ? { ...listed(now)(row), booking: row } : null;
}

/** The calls booked from one enquiry's thank-you step, newest first (cancelled ones too). */
export function bookingsOfEnquiry(kind: "business" | "partnership", id: string) {
  return db.booking.findMany({
    where: { enquiryKind: kind, enquiryId: id },
    orderBy: { createdAt: "desc" },
    select: { id: true, startsAt: true, status: true },
  });
}
