// The operator cancels or moves a booked call from its page in the operator area. Both go through
// the visitor's own cancel and move (./manage.ts), so the same mails leave on both sides, and both
// are in the audit trail. A call is changed only while it is booked and has not ended.
import "server-only";
import { CALL_TEXT, callPath, type CallProblem } from "../../content/booking-calls";
import { BOOKING_TEXT, whenText } from "../../content/booking";
import { db } from "../../core/db";
import { badRequest, errorAnswer, isNavigation, json, redirectTo, route } from "../../core/http";
import { readJsonOrForm } from "../../core/request";
import { assertSameOrigin } from "../../core/security/origin";
import { operatorCallSchema } from "../../validation/booking";
import { recordAudit, type AuditActor } from "../audit";
import { requireOperatorApi } from "../auth";
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
  return cancelled;
}

export async function moveByOperator(actor: AuditActor, id: string, start: Date, now = new Date()): Promise<Booking> {
  const before = await standingCall(id, now);
  const moved = await moveStanding(before, start, CALL_TEXT.notStanding, now);
  await recordAudit(actor, "booking-move", { kind: BOOKING_RECORD, id }, `${before.startsAt.toISOString()} to ${moved.startsAt.toISOString()}`);
  return moved;
}

function problemOf(error: unknown): CallProblem {
  const { status, error: message } = errorAnswer(error);
  if (status === 409) return "taken";
  if (status === 400 && message === CALL_TEXT.notStanding) return "stale";
  return status === 400 || status === 422 ? "invalid" : "failed";
}

/** POST /api/admin/bookings/cancel and /move: a script gets JSON, a page goes back to the call's page. */
function callRoute(change: (actor: AuditActor, id: string, start: Date | undefined) => Promise<Booking>) {
  return route(async (request) => {
    assertSameOrigin(request);
    const operator = await requireOperatorApi(request);
    const { id, start } = await readJsonOrForm(request, operatorCallSchema);
    const page = isNavigation(request);
    try {
      const booking = await change(operator, id, start);
      const done = booking.status === "cancelled" ? "cancelled" : "moved";
      if (page) return redirectTo(`${callPath(id)}?done=${done}`);
      return json({ message: done === "cancelled" ? CALL_TEXT.cancelled : CALL_TEXT.moved(whenText(booking.startsAt, await operatorTimeZone(operator.id))) });
    } catch (error) {
      if (!page) throw error;
      return redirectTo(`${callPath(id)}?error=${problemOf(error)}`);
    }
  });
}

export const operatorCancelRoute = callRoute((actor, id) => cancelByOperator(actor, id));
export const operatorMoveRoute = callRoute((actor, id, start) => {
  if (!start) throw badRequest(BOOKING_TEXT.chooseSlot);
  return moveByOperator(actor, id, start);
});
