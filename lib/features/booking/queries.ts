// Booked calls as the operator sees them: the dashboard's upcoming list (with the times held for
// visitors who have not confirmed yet), and the call booked from an enquiry (shown in its record).
import "server-only";
import { db } from "../../core/db";
import { standingWhere } from "./book";

export type UpcomingBooking = { id: string; startsAt: Date; name: string; email: string; company: string | null; topic: string; operator: string; heldUntil: Date | null };

/** Standing calls and live holds from now on, soonest first. */
export async function upcomingBookings(now = new Date(), take = 20): Promise<UpcomingBooking[]> {
  const rows = await db.booking.findMany({
    where: { ...standingWhere(now), endsAt: { gt: now } },
    orderBy: { startsAt: "asc" },
    take,
    include: { operator: { select: { email: true } } },
  });
  return rows.map((row) => ({ id: row.id, startsAt: row.startsAt, name: row.name, email: row.email, company: row.company, topic: row.topic, operator: row.operator.email, heldUntil: row.status === "held" ? row.holdExpiresAt : null }));
}

/** The calls booked from one enquiry's thank-you step, newest first (cancelled ones too). */
export function bookingsOfEnquiry(kind: "business" | "partnership", id: string) {
  return db.booking.findMany({ where: { enquiryKind: kind, enquiryId: id }, orderBy: { createdAt: "desc" }, select: { id: true, startsAt: true, status: true } });
}
