// What the booking handlers call: hold a slot, confirm it from the mailed link, cancel or move it
// from the manage page, and the operator's release of a hold. Each gives the page a form sent
// without JavaScript goes on to and what a script is told; the pages a failure goes back to are here too.
import "server-only";
import type { z } from "zod";
import {
  BOOKING_CONFIRM_PATH,
  BOOKING_CONFIRM_TEXT,
  BOOKING_MANAGE_PATH,
  BOOKING_MANAGE_TEXT,
  BOOKING_PATH,
  BOOKING_TEXT,
  readerLocale,
  visitorWhen,
  type BookingProblem,
} from "../../content/booking";
import { badRequest, DomainError, invalid, type FormProblem } from "../../core/errors";
import { jsonOrForm, type Failure, type Reply } from "../../core/handler";
import { enforceRateLimit, RATE_RULES, type RateRule } from "../../core/rate-limit";
import { rateKeyOfIp } from "../../core/security/client-ip";
import {
  bookingSchema,
  manageBookingSchema,
  type BookingInput,
  type ManageBookingInput,
} from "../../validation/booking";
import { addressCapKey } from "../../validation/email";
import { holdCall } from "./book";
import { confirmHold, releaseHold } from "./hold";
import { cancelBooking, manageToken, moveBooking } from "./manage";

/** A booking form's body (the call's, the interview's, the operator's release): JSON from the pages' scripts, or the form itself. */
export const bookingForm = <S extends z.core.$ZodType>(schema: S) => jsonOrForm(schema, 32 * 1024);
export const bookingBody = bookingForm(bookingSchema);
export const manageBody = bookingForm(manageBookingSchema);

/** The visitor's locale, from the request's Accept-Language: the clock their answer is written on. */
export const localeOf = (request: Request) => readerLocale(request.headers.get("accept-language"));

/** A page a failed form goes back to (the spec's `back`, lib/core/handler.ts); null: answered as JSON. */
type Back<I> = (problem: FormProblem, params: unknown, failure: Failure<unknown, I>) => string | null;

const manageLink = (token: string) => `${BOOKING_MANAGE_PATH}?token=${encodeURIComponent(token)}`;

/** The booking page's answer to a failure: the table's problem key, told apart further by kind and sentence. */
function bookingProblem(problem: FormProblem, { error, answer }: Failure): BookingProblem {
  if (error instanceof DomainError && error.kind === "conflict") return "taken";
  if (problem !== "limit") return problem === "invalid" ? "invalid" : "failed";
  return answer.error === BOOKING_TEXT.dayLimit
    ? "dayLimit"
    : answer.error === BOOKING_TEXT.weekLimit
      ? "weekLimit"
      : "limit";
}

/** The 429 of one cap, with its own sentence. */
async function enforceCap(key: string, rule: RateRule, message: string): Promise<void> {
  try {
    await enforceRateLimit([{ key, rule }]);
  } catch (error) {
    const limitedHere = error instanceof DomainError && error.kind === "limited";
    throw limitedHere ? new DomainError("limited", message, undefined, error.headers) : error;
  }
}

/** Holds the visitor's slot until the mailed link confirms it, within its caps (per IP a day, per address a week). */
export async function bookCall(input: BookingInput, ip: string, locale: string): Promise<Reply> {
  await enforceCap(`booking-day:ip:${rateKeyOfIp(ip)}`, RATE_RULES.bookingPerIpDay, BOOKING_TEXT.dayLimit);
  const week = `booking-week:email:${addressCapKey(input.email)}`;
  await enforceCap(week, RATE_RULES.bookingPerAddressWeek, BOOKING_TEXT.weekLimit);
  const held = await holdCall(input, ip, new Date(), locale);
  const when = visitorWhen(held.startsAt, held.visitorTimeZone, locale);
  const [at, zone] = [held.startsAt.toISOString(), held.visitorTimeZone].map(encodeURIComponent);
  const query = `held=${at}&tz=${zone}`;
  return { location: `${BOOKING_PATH}?${query}`, body: { message: BOOKING_TEXT.held(when), id: held.id } };
}

/** The booking page again, saying what went wrong. */
export const bookingFailedPage: Back<BookingInput> = (problem, _params, failure) =>
  `${BOOKING_PATH}?booking-error=${bookingProblem(problem, failure)}`;

/** The held time becomes the booked call; its manage page. 400 for a link that expired or was released. */
export async function confirmCall(token: string, locale: string): Promise<Reply> {
  const booking = await confirmHold(token);
  if (!booking) throw badRequest(BOOKING_CONFIRM_TEXT.expired);
  const when = visitorWhen(booking.startsAt, booking.visitorTimeZone, locale);
  const next = manageToken(booking);
  return { location: `${manageLink(next)}&done=confirmed`, body: { message: BOOKING_TEXT.booked(when), token: next } };
}

/** An expired link's confirm page says so; anything else is answered as it is. */
export const confirmFailedPage: Back<ManageBookingInput> = (_problem, _params, { answer, input }) => {
  const expired = input && answer.error === BOOKING_CONFIRM_TEXT.expired;
  return expired ? `${BOOKING_CONFIRM_PATH}?token=${encodeURIComponent(input.token)}` : null;
};

/** Cancels the call, or moves it to `start`; the manage page with the latest link (none once cancelled). */
export async function changeCall(
  action: "cancel" | "move",
  { token, start }: ManageBookingInput,
  locale: string,
): Promise<Reply> {
  if (action === "move" && !start) throw invalid([{ field: "start", msg: BOOKING_TEXT.chooseSlot }]);
  const booking = action === "move" && start ? await moveBooking(token, start) : await cancelBooking(token);
  const cancelled = booking.status === "cancelled";
  const when = visitorWhen(booking.startsAt, booking.visitorTimeZone, locale);
  const message = cancelled ? BOOKING_MANAGE_TEXT.cancelled : BOOKING_MANAGE_TEXT.moved(when);
  const location = `${manageLink(manageToken(booking))}&done=${cancelled ? "cancelled" : "moved"}`;
  return { location, body: { message, token: cancelled ? null : manageToken(booking) } };
}

/** The manage page again with what went wrong, once its link was read. */
export const changeFailedPage: Back<ManageBookingInput> = (problem, _params, failure) =>
  failure.input ? `${manageLink(failure.input.token)}&error=${bookingProblem(problem, failure)}` : null;

/** The operator frees a time a visitor has not confirmed; 400 when it was confirmed or is gone. */
export async function releaseCall(id: string): Promise<void> {
  if (!(await releaseHold(id))) throw badRequest(BOOKING_CONFIRM_TEXT.expired);
}
