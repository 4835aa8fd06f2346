// The booking handlers: POST /api/booking (book a slot), /api/booking/cancel and /api/booking/move
// (from the mailed link's page), and POST /api/admin/availability (the operator's hours). A script
// gets JSON; a form sent without JavaScript gets a 303 to the page that shows the answer.
import "server-only";
import { AVAILABILITY_PATH, AVAILABILITY_TEXT, BOOKING_MANAGE_PATH, BOOKING_MANAGE_TEXT, BOOKING_PATH, BOOKING_TEXT, whenText, type BookingProblem } from "../../content/booking";
import { errorAnswer, invalid, isNavigation, json, redirectTo, route } from "../../core/http";
import { guardPublicPost } from "../../core/public-post";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { readJsonOrForm } from "../../core/request";
import { assertSameOrigin } from "../../core/security/origin";
import { availabilitySchema, bookingSchema, manageBookingSchema } from "../../validation/booking";
import { requireOperatorApi } from "../auth";
import { saveAvailability } from "./availability";
import { bookCall } from "./book";
import { cancelBooking, manageToken, moveBooking } from "./manage";

function problemOf(status: number): BookingProblem {
  if (status === 400 || status === 422) return "invalid";
  if (status === 409) return "taken";
  if (status === 429) return "limit";
  return "failed";
}

/** POST /api/booking: the visitor's slot, name, e-mail, company and topic. */
export const bookRoute = route(async (request) => {
  const ip = await guardPublicPost(request, "booking");
  const page = isNavigation(request);
  try {
    const input = await readJsonOrForm(request, bookingSchema);
    await enforceRateLimit([{ key: `booking:email:${input.email}`, rule: RATE_RULES.perEmail }]);
    const booking = await bookCall(input, ip);
    const when = whenText(booking.startsAt, booking.visitorTimeZone);
    if (!page) return json({ message: BOOKING_TEXT.booked(when), id: booking.id });
    return redirectTo(`${BOOKING_PATH}?booked=${encodeURIComponent(booking.startsAt.toISOString())}&tz=${encodeURIComponent(booking.visitorTimeZone)}`);
  } catch (error) {
    if (!page) throw error;
    return redirectTo(`${BOOKING_PATH}?booking-error=${problemOf(errorAnswer(error).status)}`);
  }
});

/** A manage page's form: back to the page with the latest link, or the answer for a script. */
function manageRoute(action: (token: string, start: Date | undefined) => Promise<{ id: string; sequence: number; startsAt: Date; visitorTimeZone: string; status: string }>) {
  return route(async (request) => {
    await guardPublicPost(request, "booking-manage");
    const { token, start } = await readJsonOrForm(request, manageBookingSchema);
    const page = isNavigation(request);
    try {
      const booking = await action(token, start);
      const when = whenText(booking.startsAt, booking.visitorTimeZone);
      const message = booking.status === "cancelled" ? BOOKING_MANAGE_TEXT.cancelled : BOOKING_MANAGE_TEXT.moved(when);
      if (!page) return json({ message, token: booking.status === "cancelled" ? null : manageToken(booking) });
      const done = booking.status === "cancelled" ? "cancelled" : "moved";
      return redirectTo(`${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(manageToken(booking))}&done=${done}`);
    } catch (error) {
      if (!page) throw error;
      return redirectTo(`${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(token)}&error=${problemOf(errorAnswer(error).status)}`);
    }
  });
}

export const cancelRoute = manageRoute((token) => cancelBooking(token));
export const moveRoute = manageRoute((token, start) => {
  if (!start) throw invalid([{ field: "start", msg: BOOKING_TEXT.chooseSlot }]);
  return moveBooking(token, start);
});

/** POST /api/admin/availability: the signed-in operator's own hours. */
export const availabilityRoute = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi(request);
  if (!isNavigation(request)) {
    await saveAvailability(operator.id, await readJsonOrForm(request, availabilitySchema));
    return json({ message: AVAILABILITY_TEXT.saved });
  }
  try {
    await saveAvailability(operator.id, await readJsonOrForm(request, availabilitySchema));
    return redirectTo(`${AVAILABILITY_PATH}?saved=1`);
  } catch (error) {
    const { errors, error: message } = errorAnswer(error);
    return redirectTo(`${AVAILABILITY_PATH}?error=${encodeURIComponent(errors?.[0]?.msg ?? message)}`);
  }
});
