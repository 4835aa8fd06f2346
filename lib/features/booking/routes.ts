// The booking handlers: POST /api/booking (hold a slot), /api/booking/confirm (the mailed link's
// button), /api/booking/cancel and /api/booking/move (from the manage page). The operator's are in
// app/api/admin/{availability,bookings/*}/route.ts. A script gets JSON; a form sent without
// JavaScript gets a 303 to the page that shows the answer.
import "server-only";
import {
  BOOKING_CONFIRM_PATH, BOOKING_CONFIRM_TEXT, BOOKING_MANAGE_PATH, BOOKING_MANAGE_TEXT, BOOKING_PATH, BOOKING_TEXT, readerLocale, visitorWhen, type BookingProblem,
} from "../../content/booking";
import { badRequest, errorAnswer, DomainError, invalid, isNavigation, json, redirectTo, route } from "../../core/http";
import { guardPublicPost } from "../../core/public-post";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { readJsonOrForm } from "../../core/request";
import { rateKeyOfIp } from "../../core/security/client-ip";
import { bookingSchema, manageBookingSchema } from "../../validation/booking";
import { addressCapKey } from "../../validation/email";
import { holdCall } from "./book";
import { confirmHold } from "./hold";
import { cancelBooking, manageToken, moveBooking } from "./manage";

/** The visitor's locale, from the request's Accept-Language: the clock their answer is written on. */
const localeOf = (request: Request) => readerLocale(request.headers.get("accept-language"));

function problemOf(error: unknown): BookingProblem {
  const { status, error: message } = errorAnswer(error);
  if (status === 400 || status === 422) return "invalid";
  if (status === 409) return "taken";
  if (status === 429) return message === BOOKING_TEXT.dayLimit ? "dayLimit" : message === BOOKING_TEXT.weekLimit ? "weekLimit" : "limit";
  return "failed";
}

/** The 429 of one cap, with its own sentence. */
async function enforceCap(key: string, rule: (typeof RATE_RULES)[keyof typeof RATE_RULES], message: string): Promise<void> {
  try {
    await enforceRateLimit([{ key, rule }]);
  } catch (error) {
    if (error instanceof DomainError && error.kind === "limited") throw new DomainError("limited", message, undefined, error.headers);
    throw error;
  }
}

/** POST /api/booking: the visitor's slot, name, e-mail, company and topic; the time is held until confirmed. */
export const bookRoute = route(async (request) => {
  const ip = await guardPublicPost(request, "booking");
  const page = isNavigation(request);
  try {
    const input = await readJsonOrForm(request, bookingSchema);
    await enforceCap(`booking-day:ip:${rateKeyOfIp(ip)}`, RATE_RULES.bookingPerIpDay, BOOKING_TEXT.dayLimit);
    await enforceCap(`booking-week:email:${addressCapKey(input.email)}`, RATE_RULES.bookingPerAddressWeek, BOOKING_TEXT.weekLimit);
    const held = await holdCall(input, ip, new Date(), localeOf(request));
    const when = visitorWhen(held.startsAt, held.visitorTimeZone, localeOf(request));
    if (!page) return json({ message: BOOKING_TEXT.held(when), id: held.id });
    return redirectTo(`${BOOKING_PATH}?held=${encodeURIComponent(held.startsAt.toISOString())}&tz=${encodeURIComponent(held.visitorTimeZone)}`);
  } catch (error) {
    if (!page) throw error;
    return redirectTo(`${BOOKING_PATH}?booking-error=${problemOf(error)}`);
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
      const when = visitorWhen(booking.startsAt, booking.visitorTimeZone, localeOf(request));
      const message = booking.status === "cancelled" ? BOOKING_MANAGE_TEXT.cancelled : BOOKING_MANAGE_TEXT.moved(when);
      if (!page) return json({ message, token: booking.status === "cancelled" ? null : manageToken(booking) });
      const done = booking.status === "cancelled" ? "cancelled" : "moved";
      return redirectTo(`${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(manageToken(booking))}&done=${done}`);
    } catch (error) {
      if (!page) throw error;
      return redirectTo(`${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(token)}&error=${problemOf(error)}`);
    }
  });
}

export const cancelRoute = manageRoute((token) => cancelBooking(token));
export const moveRoute = manageRoute((token, start) => {
  if (!start) throw invalid([{ field: "start", msg: BOOKING_TEXT.chooseSlot }]);
  return moveBooking(token, start);
});

/** POST /api/booking/confirm: the held time becomes the booked call; a page goes on to its manage page. */
export const confirmRoute = route(async (request) => {
  await guardPublicPost(request, "booking-confirm");
  const { token } = await readJsonOrForm(request, manageBookingSchema);
  const booking = await confirmHold(token);
  if (!isNavigation(request)) {
    if (!booking) throw badRequest(BOOKING_CONFIRM_TEXT.expired);
    return json({ message: BOOKING_TEXT.booked(visitorWhen(booking.startsAt, booking.visitorTimeZone, localeOf(request))), token: manageToken(booking) });
  }
  if (!booking) return redirectTo(`${BOOKING_CONFIRM_PATH}?token=${encodeURIComponent(token)}`);
  return redirectTo(`${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(manageToken(booking))}&done=confirmed`);
});
