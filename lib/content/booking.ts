// Booking a call (lib/features/booking): the page's and the mails' sentences, the addresses, and
// the operator's availability form. The rules are lib/validation/booking.ts.
import { BOOKING_PATH } from "./booking-link";

export { BOOKING_LINK, BOOKING_LINK_PAGES, BOOKING_PATH } from "./booking-link";
export const BOOKING_MANAGE_PATH = `${BOOKING_PATH}/manage`;
export const BOOKING_API = "/api/booking";
export const BOOKING_CANCEL_API = "/api/booking/cancel";
export const BOOKING_MOVE_API = "/api/booking/move";
export const BOOKING_CONFIRM_PATH = `${BOOKING_PATH}/confirm`;
export const BOOKING_CONFIRM_API = "/api/booking/confirm";
export const BOOKING_RELEASE_API = "/api/admin/bookings/release";
/** How long a chosen time is held for the visitor to confirm it from the mailed link. */
export const BOOKING_HOLD_MINUTES = 15;
export const AVAILABILITY_PATH = "/admin/availability";
export const AVAILABILITY_API = "/api/admin/availability";

/** The zone slots are shown in until the browser says the visitor's own. */
export const DEFAULT_TIME_ZONE = "Asia/Kolkata";
export const BOOKING_FIELD_MAX = { name: 120, company: 120, topic: 500 } as const;

/**
 * The zones a chooser offers: the runtime's list, plus `current` (ICU lists some zones by their
 * older names, such as Asia/Calcutta for Asia/Kolkata, and a browser may report either).
 */
export function zoneOptions(current: string): string[] {
  return [...new Set([...Intl.supportedValuesOf("timeZone"), current])].sort();
}

/** Free times grouped by the day they fall on in the zone shown (lib/features/booking/slots.ts slotsByDay). */
export type SlotDay = { day: string; label: string; slots: Array<{ start: string; time: string }> };

/** A call's time as its reader sees it: "Thu 3 Dec 2026, 14:30 (America/New_York)". */
export function whenText(at: Date, zone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", { timeZone: zone, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
  return `${text.replace(/ at /, ", ")} (${zone})`;
}

export const BOOKING_TEXT = {
  title: "Book a call",
  intro: "Pick a time that suits you for a 30-minute call with one of our consultants. No account needed: we mail you a link to confirm it, then an invitation for your calendar.",
  zoneLabel: "Times shown in",
  zoneChange: "Show times",
  noSlots: "No times are free in the coming weeks. Please send us an enquiry and we will reply within one business day.",
  slotsHeading: "Free times",
  name: "Your name",
  email: "Email",
  company: "Company (optional)",
  topic: "What would you like to talk about?",
  submit: "Book this call",
  sending: "Booking…",
  chooseSlot: "Please choose a time.",
  held: (when: string) => `We are holding ${when} for you. Check your inbox: confirm within ${BOOKING_HOLD_MINUTES} minutes to keep this time.`,
  booked: (when: string) => `Your call is booked for ${when}. An invitation is on its way to your e-mail address.`,
  /** 429s of the caps (lib/core/rate-rules.ts RATE_RULES.bookingPerIpDay, bookingPerAddressWeek). */
  dayLimit: "Too many calls were booked from your connection today. Please try again tomorrow, or send us an enquiry.",
  weekLimit: "This e-mail address has booked as many calls as one address can in a week. Please use the links in the mails we sent, or send us an enquiry.",
  taken: "That time was just taken by someone else. Please choose another.",
  notFree: "That time is not free. Please choose another.",
  fixFields: "Please check the highlighted fields.",
  failed: "Your call could not be booked. Please try again in a moment.",
} as const;

/** What a form sent without JavaScript shows after the server's answer (?booked / ?booking-error=). */
export const BOOKING_ANSWERS = {
  invalid: "Some details were missing or not valid. Please fill in every field and choose a time.",
  taken: BOOKING_TEXT.taken,
  limit: "Too many bookings were sent from here. Please wait a while and try again.",
  dayLimit: BOOKING_TEXT.dayLimit,
  weekLimit: BOOKING_TEXT.weekLimit,
  failed: BOOKING_TEXT.failed,
} as const;
export type BookingProblem = keyof typeof BOOKING_ANSWERS;

/** The page the confirmation mail links to: the held time and one button (a GET changes nothing). */
export const BOOKING_CONFIRM_TEXT = {
  title: "Confirm your call",
  text: (when: string) => `Please confirm your 30-minute call on ${when}. We then mail you the invitation for your calendar.`,
  button: "Confirm this call",
  expired: `This link is no longer valid: the time was not confirmed within ${BOOKING_HOLD_MINUTES} minutes, or it was released. Please book a time again.`,
  already: "This call is already confirmed. The invitation was mailed to you.",
} as const;

export const BOOKING_MANAGE_TEXT = {
  title: "Your booked call",
  when: "When",
  topic: "Topic",
  cancel: "Cancel this call",
  move: "Move to this time",
  moveHeading: "Move it to another time",
  cancelled: "Your call is cancelled. We have mailed you the cancellation for your calendar.",
  moved: (when: string) => `Your call is moved to ${when}. The updated invitation is on its way.`,
  invalidLink: "This link is no longer valid: the call was changed or cancelled since it was sent. Please use the link in the latest mail.",
  alreadyCancelled: "This call is cancelled.",
} as const;

export const BOOKING_MAILS = {
  /** The only mail an unconfirmed address gets: none of the visitor's own words, only the time. */
  confirm: {
    subject: "Please confirm your call",
    paragraphs: (company: string, when: string) => [
      `A 30-minute call with ${company} was requested for ${when} with this e-mail address.`,
      `Please confirm it within ${BOOKING_HOLD_MINUTES} minutes with the link below, or the time is released. If you did not ask for this call, ignore this mail: nothing more will be sent.`,
    ],
    action: "Confirm the call",
  },
  invitation: {
    subject: (when: string) => `Call booked: ${when}`,
    paragraphs: (name: string, when: string, topic: string) => [
      `Hello ${name},`,
      `Your 30-minute call with our team is booked for ${when}. The invitation is attached for your calendar.`,
      `Topic: ${topic}`,
      "To cancel or move the call, use the link below.",
    ],
    action: "Cancel or move the call",
  },
  moved: {
    subject: (when: string) => `Call moved: ${when}`,
    paragraphs: (name: string, when: string) => [`Hello ${name},`, `Your call is moved to ${when}. The updated invitation is attached.`, "To cancel or move it again, use the link below."],
    action: "Cancel or move the call",
  },
  cancelled: {
    subject: (when: string) => `Call cancelled: ${when}`,
    paragraphs: (name: string, when: string) => [`Hello ${name},`, `The call booked for ${when} is cancelled. The attached cancellation removes it from your calendar.`],
  },
  reminder: {
    subject: (when: string) => `Reminder: your call ${when}`,
    paragraphs: (name: string, when: string) => [`Hello ${name},`, `A reminder of your call with our team, ${when}.`, "To cancel or move it, use the link below."],
    action: "Cancel or move the call",
  },
  /** The operator's copy: who booked, when, about what. */
  operator: {
    subject: (name: string, when: string) => `New call booked with ${name}: ${when}`,
    paragraphs: (name: string, email: string, company: string | null, topic: string, when: string) => [
      `${name} (${email}${company ? `, ${company}` : ""}) booked a call for ${when}.`,
      `Topic: ${topic}`,
    ],
    action: "See your booked calls",
    movedSubject: (name: string, when: string) => `Call with ${name} moved: ${when}`,
    cancelledSubject: (name: string, when: string) => `Call with ${name} cancelled: ${when}`,
  },
  eventSummary: (company: string) => `Call with ${company}`,
} as const;

export const AVAILABILITY_TEXT = {
  navLink: "Booked calls",
  title: "Availability for booked calls",
  intro: "Visitors book calls in the free times these hours leave, shown in their own time zone. Each operator keeps their own hours.",
  timeZone: "Your time zone",
  days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
  from: "From",
  to: "To",
  dayOff: "Leave both empty for a day off.",
  meetingMinutes: "Meeting length (minutes)",
  bufferMinutes: "Buffer before and after (minutes)",
  horizonDays: "Bookable how many days ahead",
  minNoticeMinutes: "Minimum notice (minutes)",
  blockedDates: "Days off (one date per line, YYYY-MM-DD)",
  active: "Take bookings",
  save: "Save availability",
  saved: "Your availability is saved.",
  upcoming: "Upcoming calls",
  noUpcoming: "No calls are booked.",
  /** The line in an enquiry's record for a call booked from it (UTC: the operator's zone is not known there). */
  relatedCall: (startIso: string, status: string) => `Call ${status === "cancelled" ? "cancelled" : "booked"}: ${startIso.slice(0, 16).replace("T", " ")} UTC`,
  columns: { when: "When (your zone)", who: "Who", topic: "Topic", operator: "With" },
  /** A time held for a visitor who has not confirmed it yet: the operator can free it. */
  held: (until: string) => `Not confirmed yet: held until ${until}`,
  release: "Release this time",
  released: "The time is released and free again.",
  errors: "Please check the highlighted fields.",
} as const;
