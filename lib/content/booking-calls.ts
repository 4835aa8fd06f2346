// The operator's page of one booked call (lib/features/booking/operator.ts): its address, which
// the operator's booking mails link to, and its sentences. The lists of calls are ./booking.ts's.
import { AVAILABILITY_PATH, BOOKING_TEXT } from "./booking";

export const CALLS_PATH = `${AVAILABILITY_PATH}/calls`;
/** The operator's page of one call. */
export const callPath = (id: string) => `${CALLS_PATH}/${encodeURIComponent(id)}`;
export const OPERATOR_CANCEL_API = "/api/admin/bookings/cancel";
export const OPERATOR_MOVE_API = "/api/admin/bookings/move";

export const CALL_TEXT = {
  title: "Booked call",
  back: "Back to booked calls",
  when: "When (your zone)",
  visitorWhen: "When (the visitor's zone)",
  who: "Who",
  company: "Company",
  topic: "Topic",
  status: "Status",
  place: "Meeting link or place",
  noPlace: "None given (set one with your hours)",
  moveHeading: "Move it to another of your free times",
  move: "Move to this time",
  cancelled: "The call is cancelled. The visitor is mailed the cancellation, as when they cancel it themselves.",
  moved: (when: string) =>
    `The call is moved to ${when}. The visitor is mailed the updated invitation, as when they move it themselves.`,
  /** A call that is not booked and still to come: it stays as it is. */
  notStanding: "Only a booked call that has not taken place can be cancelled or moved. It may have changed meanwhile.",
} as const;

/** What the call's page says after a change was refused (?error=). */
export const CALL_PROBLEMS = {
  stale: CALL_TEXT.notStanding,
  taken: BOOKING_TEXT.taken,
  invalid: BOOKING_TEXT.chooseSlot,
  failed: "The call could not be changed. Please try again in a moment.",
} as const;
export type CallProblem = keyof typeof CALL_PROBLEMS;
