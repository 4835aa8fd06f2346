// Booking a call: the free slots across operators, and holding one. A slot is offered once whoever
// takes it; a hold goes to the first operator free then, and becomes a booking when the mailed link
// confirms it (./hold.ts). Two requests for one slot, on any instance, store one row: each
// operator's bookings take turns on a lock (PostgreSQL: an advisory lock; SQLite has one writer)
// while the slot is checked again, and the unique (operator, activeStart) pair refuses a second
// row whatever else happens. A live hold is busy like a booking; an expired one is deleted under
// the lock before the slot is taken again.
import "server-only";
import { BOOKING_HOLD_MINUTES, BOOKING_TEXT } from "../../content/booking";
import { db } from "../../core/db";
import { lockUntilCommit } from "../../core/db/dialect";
import { isUniqueViolation } from "../../core/db/raw";
import { conflict } from "../../core/errors";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import type { Booking, Prisma } from "../../generated/prisma/client";
import type { BookingInput } from "../../validation/booking";
import { bookableOperators, type OperatorAvailability } from "./availability";
import { MAIL_BOOKING_CONFIRM, MAIL_BOOKING_OPERATOR, MAIL_BOOKING_VISITOR, type BookingChange } from "./kinds";
import { freeSlots, isFreeSlot, type Interval } from "./slots";

export type { Booking };
type Tx = Prisma.TransactionClient;

/** What a booking mail carries: the booking as it was when the change was made. */
export function changePayload(booking: Booking, change: BookingChange) {
  return {
    bookingId: booking.id,
    change,
    sequence: booking.sequence,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
  };
}

/** Queues the visitor's and the operator's mail about a change, in the change's transaction. */
export async function queueChangeMails(tx: Tx, booking: Booking, change: BookingChange): Promise<void> {
  const operator = await tx.user.findUniqueOrThrow({ where: { id: booking.operatorId }, select: { email: true } });
  await enqueueMail(tx, MAIL_BOOKING_VISITOR, booking.email, changePayload(booking, change));
  if (change !== "reminder")
    await enqueueMail(tx, MAIL_BOOKING_OPERATOR, operator.email, changePayload(booking, change));
}

const HOLD_MS = BOOKING_HOLD_MINUTES * 60_000;

/** What takes a slot at `now`: a booking, or a hold that has not expired. */
export const standingWhere = (now: Date) => ({
  OR: [{ status: "booked" }, { status: "held", holdExpiresAt: { gt: now } }],
});

/** The standing bookings and live holds of `operatorId` that can still touch a slot from `now` on. */
export async function busyOf(
  client: Tx | typeof db,
  operatorId: string,
  now: Date,
  except?: string,
): Promise<Interval[]> {
  const rows = await client.booking.findMany({
    where: {
      operatorId,
      ...standingWhere(now),
      endsAt: { gt: new Date(now.getTime() - 24 * 60 * 60 * 1000) },
      ...(except ? { id: { not: except } } : {}),
    },
    select: { startsAt: true, endsAt: true },
  });
  return rows.map((row) => ({ start: row.startsAt, end: row.endsAt }));
}

/** Every free slot of every operator taking bookings, each start once, in order. */
export async function openSlots(now = new Date()): Promise<Interval[]> {
  const byStart = new Map<number, Interval>();
  for (const availability of await bookableOperators()) {
    for (const slot of freeSlots(availability, await busyOf(db, availability.operatorId, now), now)) {
      if (!byStart.has(slot.start.getTime())) byStart.set(slot.start.getTime(), slot);
    }
  }
  return [...byStart.values()].sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * Runs `write` for `operator` when `start` is still one of their free slots (checked again under
 * the operator's lock); false when it is not free, or another request stored it first.
 */
export async function inFreeSlot<T>(
  operator: OperatorAvailability,
  start: Date,
  now: Date,
  write: (tx: Tx, end: Date) => Promise<T>,
  except?: string,
): Promise<T | false> {
  try {
    return await db.$transaction(async (tx) => {
      await lockUntilCommit(tx, `booking:${operator.operatorId}`);
      // An expired hold keeps its activeStart until here: gone, its slot can be taken again.
      await tx.booking.deleteMany({
        where: { operatorId: operator.operatorId, status: "held", holdExpiresAt: { lte: now } },
      });
      if (!isFreeSlot(operator, await busyOf(tx, operator.operatorId, now, except), now, start)) return false;
      return write(tx, new Date(start.getTime() + operator.meetingMinutes * 60_000));
    });
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Holds `input.start` for BOOKING_HOLD_MINUTES with the first operator free then and queues the
 * confirmation (the one mail an unconfirmed address gets); 409 "just taken" when none is free.
 */
export async function holdCall(
  input: BookingInput,
  ip: string,
  now = new Date(),
  visitorLocale: string | null = null,
): Promise<Booking> {
  const [enquiryKind, enquiryId] = input.enquiry ? input.enquiry.split(":") : [null, null];
  const operators = await bookableOperators();
  const offered = operators.filter((operator) => isFreeSlot(operator, [], now, input.start));
  if (offered.length === 0) throw conflict(BOOKING_TEXT.notFree);
  for (const operator of offered) {
    const booking = await inFreeSlot(operator, input.start, now, async (tx, end) => {
      const created = await tx.booking.create({
        data: {
          operatorId: operator.operatorId,
          startsAt: input.start,
          endsAt: end,
          activeStart: input.start,
          name: input.name,
          email: input.email,
          company: input.company || null,
          topic: input.topic,
          visitorTimeZone: input.timeZone ?? operator.timeZone,
          visitorLocale,
          enquiryKind,
          enquiryId: enquiryId?.toLowerCase() ?? null,
          consentIp: ip,
          status: "held",
          holdExpiresAt: new Date(now.getTime() + HOLD_MS),
        },
      });
      await enqueueMail(tx, MAIL_BOOKING_CONFIRM, created.email, { bookingId: created.id });
      return created;
    });
    if (booking) {
      kickOutbox();
      return booking;
    }
  }
  throw conflict(BOOKING_TEXT.taken);
}
