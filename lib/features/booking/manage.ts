// Cancelling and moving a booked call from the link in its mails. The link is signed and names the
// booking's sequence, so it works once per change: a move or a cancel raises the sequence, and the
// links sent before stop working (the latest mail carries the new one).
import "server-only";
import { BOOKING_MANAGE_PATH, BOOKING_MANAGE_TEXT, BOOKING_TEXT } from "../../content/booking";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { badRequest, conflict } from "../../core/errors";
import { kickOutbox } from "../../core/mail/outbox";
import { createToken, verifyToken } from "../../core/tokens";
import { availabilityOf, type OperatorAvailability } from "./availability";
import { busyOf, inFreeSlot, queueChangeMails, type Booking } from "./book";
import { freeSlots, type Interval } from "./slots";

const PURPOSE = "booking-manage";

export const manageToken = (booking: Pick<Booking, "id" | "sequence">) =>
  createToken(PURPOSE, `${booking.id}.${booking.sequence}`);
export const manageUrl = (booking: Pick<Booking, "id" | "sequence">) =>
  `${config.siteUrl}${BOOKING_MANAGE_PATH}?token=${manageToken(booking)}`;

/** The standing booking a link names, if nothing changed it since the link was sent. */
export async function bookingOfToken(token: string): Promise<Booking | null> {
  const [id, sequence] = (verifyToken(PURPOSE, token) ?? "").split(".");
  if (!id || sequence === undefined) return null;
  const booking = await db.booking.findUnique({ where: { id } });
  return booking && booking.status === "booked" && booking.sequence === Number(sequence) ? booking : null;
}

async function standing(token: string): Promise<Booking> {
  const booking = await bookingOfToken(token);
  if (!booking) throw badRequest(BOOKING_MANAGE_TEXT.invalidLink);
  return booking;
}

/** The operator's hours for moving `booking`: an interview keeps its own length, a call takes the hours' length. */
async function hoursFor(booking: Booking): Promise<OperatorAvailability | null> {
  const operator = await availabilityOf(booking.operatorId);
  if (!operator || !booking.inviteId) return operator;
  return { ...operator, meetingMinutes: Math.round((booking.endsAt.getTime() - booking.startsAt.getTime()) / 60_000) };
}

/** The times the call can move to: its operator's free slots, its own time not counted as busy. */
export async function moveChoices(booking: Booking, now = new Date()): Promise<Interval[]> {
  const operator = await hoursFor(booking);
  return operator ? freeSlots(operator, await busyOf(db, booking.operatorId, now, booking.id), now) : [];
}

/**
 * Cancels a standing call and queues the cancellations to both sides: the one way a call is
 * cancelled, from the visitor's link or the operator's area. `stale` is the 400's sentence when
 * the call changed since `booking` was read.
 */
export async function cancelStanding(booking: Booking, stale: string): Promise<Booking> {
  const cancelled = await db.$transaction(async (tx) => {
    const changed = await tx.booking.updateMany({
      where: { id: booking.id, sequence: booking.sequence, status: "booked" },
      data: { status: "cancelled", activeStart: null, sequence: { increment: 1 }, cancelledAt: new Date() },
    });
    if (changed.count !== 1) return null;
    // A cancelled interview frees its invitation: the candidate can book again from the same link.
    if (booking.inviteId) {
      await tx.interviewInvite.updateMany({
        where: { id: booking.inviteId, bookingId: booking.id },
        data: { status: "open", bookingId: null },
      });
    }
    const row = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
    await queueChangeMails(tx, row, "cancelled");
    return row;
  });
  if (!cancelled) throw badRequest(stale);
  kickOutbox();
  return cancelled;
}

/** Moves a standing call to `start` (one of its operator's free slots) and queues the updated invitations; the one
 * way a call moves. */
export async function moveStanding(booking: Booking, start: Date, stale: string, now = new Date()): Promise<Booking> {
  const operator = await hoursFor(booking);
  if (!operator) throw conflict(BOOKING_TEXT.notFree);
  const moved = await inFreeSlot(
    operator,
    start,
    now,
    async (tx, end) => {
      const changed = await tx.booking.updateMany({
        where: { id: booking.id, sequence: booking.sequence, status: "booked" },
        data: { startsAt: start, endsAt: end, activeStart: start, sequence: { increment: 1 }, reminderQueuedAt: null },
      });
      if (changed.count !== 1) throw badRequest(stale);
      const row = await tx.booking.findUniqueOrThrow({ where: { id: booking.id } });
      await queueChangeMails(tx, row, "moved");
      return row;
    },
    booking.id,
  );
  if (!moved) throw conflict(BOOKING_TEXT.taken);
  kickOutbox();
  return moved;
}

/** Cancels the call a visitor's link names; a link already used answers 400. */
export async function cancelBooking(token: string): Promise<Booking> {
  return cancelStanding(await standing(token), BOOKING_MANAGE_TEXT.invalidLink);
}

/** Moves the call a visitor's link names to `start`. */
export async function moveBooking(token: string, start: Date, now = new Date()): Promise<Booking> {
  return moveStanding(await standing(token), start, BOOKING_MANAGE_TEXT.invalidLink, now);
}
