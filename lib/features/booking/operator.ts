// The operator cancels or moves a booked call from its page in the operator area. Both go through
// the visitor's own cancel and move (./manage.ts), so the same mails leave on both sides, and both
// are in the audit trail. A call is changed only while it is booked and has not ended. Its handlers
// are app/api/admin/bookings/{cancel,move}/route.ts.
import "server-only";
import { CALL_TEXT, callPath, type CallProblem } from "../../content/booking-calls";
import { BOOKING_TEXT, whenText } from "../../content/booking";
import { db } from "../../core/db";
import { DomainError, type FormProblem } from "../../core/errors";
import type { Failure } from "../../core/handler";
import { badRequest } from "../../core/errors";
import { recordAudit, type AuditActor } from "../audit";
import { answeredByMail } from "../workspace";
import { operatorTimeZone } from "./availability";
import type { Booking } from "./book";
import { cancelStanding, moveStanding } from "./manage";

/** The audit trail's record kind of a booked call. */
export const BOOKING_RECORD = "booking";

async function standingCall(id: string, now: Date): Promise<Booking> {
  const booking = await db.booking.findUnique({ where: { id } });
  if (!booking || booking.status !== "booked" || booking.endsAt <= now) throw badRequest(CALL_TEXT.notStanding);
  return booking;
}

export async function cancelByOperator(actor: AuditActor, id: string, now = new Date()): Promise<Booking> {
  const cancelled = await cancelStanding(await standingCall(id, now), CALL_TEXT.notStanding);
  await recordAudit(actor, "booking-cancel", { kind: BOOKING_RECORD, id });
  await answeredByMail("booking", id, now);
  return cancelled;
}

export async function moveByOperator(actor: AuditActor, id: string, start: Date, now = new Date()): Promise<Booking> {
  const before = await standingCall(id, now);
  const moved = await moveStanding(before, start, CALL_TEXT.notStanding, now);
  await recordAudit(
    actor,
    "booking-move",
    { kind: BOOKING_RECORD, id },
    `${before.startsAt.toISOString()} to ${moved.startsAt.toISOString()}`,
  );
  await answeredByMail("booking", id, now);
  return moved;
}

/** The call page's answer to a failure: the table's problem key, told apart further by kind and sentence. */
function callProblem(problem: FormProblem, error: unknown): CallProblem {
  if (error instanceof DomainError && error.kind === "conflict") return "taken";
  if (error instanceof DomainError && error.kind === "badRequest" && error.message === CALL_TEXT.notStanding)
    return "stale";
  return problem === "invalid" ? "invalid" : "failed";
}

/**
 * A page's failed change goes back to the call's page with its problem (lib/core/handler.ts's
 * `back`); a body that could not be read is answered as a script's.
 */
export const callBack = (problem: FormProblem, _params: unknown, { error, input }: Failure<unknown, { id: string }>) =>
  input ? `${callPath(input.id)}?error=${callProblem(problem, error)}` : null;

/** The operator's move: a new start is needed. */
export function moveCall(actor: AuditActor, id: string, start: Date | undefined): Promise<Booking> {
  if (!start) throw badRequest(BOOKING_TEXT.chooseSlot);
  return moveByOperator(actor, id, start);
}

/** Where a page goes after a change (the call's page, saying what was done) and what a script is told. */
export async function callChanged(operatorId: string, booking: Booking) {
  const done = booking.status === "cancelled" ? "cancelled" : "moved";
  const location = `${callPath(booking.id)}?done=${done}`;
  if (done === "cancelled") return { location, message: CALL_TEXT.cancelled };
  return { location, message: CALL_TEXT.moved(whenText(booking.startsAt, await operatorTimeZone(operatorId))) };
}
