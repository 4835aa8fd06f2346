// Booked calls as the operator sees them: the dashboard's upcoming list, and the call booked from
// an enquiry (shown in its record).
import "server-only";
import { db } from "../../core/db";

export type UpcomingBooking = { id: string; startsAt: Date; name: string; email: string; company: string | null; topic: string; operator: string };

/** Standing calls from now on, soonest first. */
export async function upcomingBookings(now = new Date(), take = 20): Promise<UpcomingBooking[]> {
  const rows = await db.booking.findMany({
    where: { status: "booked", endsAt: { gt: now } },
    orderBy: { startsAt: "asc" },
    take,
    include: { operator: { select: { email: true } } },
  });
  return rows.map((row) => ({ id: row.id, startsAt: row.startsAt, name: row.name, email: row.email, company: row.company, topic: row.topic, operator: row.operator.email }));
}

/** The calls booked from one enquiry's thank-you step, newest first (cancelled ones too). */
export function bookingsOfEnquiry(kind: "business" | "partnership", id: string) {
  return db.booking.findMany({ where: { enquiryKind: kind, enquiryId: id }, orderBy: { createdAt: "desc" }, select: { id: true, startsAt: true, status: true } });
}
