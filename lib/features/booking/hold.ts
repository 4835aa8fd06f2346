// A held time becomes a booked call when the visitor follows the mailed link (a GET shows the time
// and a button; the POST confirms): then, and only then, the invitations go to visitor and operator.
// Confirming takes the operator's lock, like taking a slot, so a confirm and a new hold of the same
// time after expiry (on any instances) leave one row: whichever runs second sees the first's work.
import "server-only";
import { BOOKING_CONFIRM_PATH } from "../../content/booking";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { lockUntilCommit } from "../../core/db/dialect";
import { kickOutbox } from "../../core/mail/outbox";
import { createToken, verifyToken } from "../../core/tokens";
import { dueAtFor, openItem, ownerOnArrival } from "../workspace";
import { queueChangeMails, type Booking } from "./book";

const PURPOSE = "booking-confirm";

// No expiry of its own: the hold's decides, and a confirmed call's link still says it is confirmed.
export const confirmToken = (bookingId: string) => createToken(PURPOSE, bookingId);
export const confirmUrl = (bookingId: string) =>
  `${config.siteUrl}${BOOKING_CONFIRM_PATH}?token=${confirmToken(bookingId)}`;

/** The booking a confirmation link names: still held and live, already booked, or gone (null). */
export async function bookingOfConfirmToken(token: string, now = new Date()): Promise<Booking | null> {
  const id = verifyToken(PURPOSE, token, now.getTime());
  const booking = id ? await db.booking.findUnique({ where: { id } }) : null;
  if (!booking || booking.status === "cancelled") return null;
  return booking.status === "held" && !(booking.holdExpiresAt && booking.holdExpiresAt > now) ? null : booking;
}

/**
 * Books the held time the link names and queues the invitations, once: a second confirm of the
 * same link answers with the booking and queues nothing. Null when the hold expired or was released.
 */
export async function confirmHold(token: string, now = new Date()): Promise<Booking | null> {
  const found = await bookingOfConfirmToken(token, now);
  if (!found) return null;
  if (found.status === "booked") return found;
  const dueAt = await dueAtFor(now);
  const booked = await db.$transaction(async (tx) => {
    await lockUntilCommit(tx, `booking:${found.operatorId}`);
    const changed = await tx.booking.updateMany({
      where: { id: found.id, status: "held", holdExpiresAt: { gt: now } },
      data: { status: "booked", holdExpiresAt: null },
    });
    const row = await tx.booking.findUnique({ where: { id: found.id } });
    if (changed.count === 1 && row) {
      await queueChangeMails(tx, row, "booked");
      // The call's host owns it in the leads' pipeline, unless the bookings' rule names another.
      const ruled = await ownerOnArrival("booking", tx);
      await openItem(tx, {
        kind: "booking",
        recordId: row.id,
        name: row.name,
        email: row.email,
        title: row.company ?? row.topic,
        ownerId: ruled ?? row.operatorId,
        dueAt,
      });
    }
    return row?.status === "booked" ? row : null;
  });
  if (booked) kickOutbox();
  return booked;
}

/** The operator frees a time a visitor has not confirmed; false when it was confirmed or is gone. */
export async function releaseHold(id: string): Promise<boolean> {
  return (await db.booking.deleteMany({ where: { id, status: "held" } })).count === 1;
}

/** Deletes the holds that expired (nothing was confirmed, so nothing of them is kept); returns how many. */
export async function dropExpiredHolds(client: Pick<typeof db, "booking">, now = new Date()): Promise<number> {
  return (await client.booking.deleteMany({ where: { status: "held", holdExpiresAt: { lte: now } } })).count;
}
