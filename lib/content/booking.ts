// Booking a call (lib/features/booking): the page's and the mails' sentences, the addresses, and
// the operator's availability form. The rules are lib/validation/booking.ts.
import { BOOKING_PATH } from "./booking-link";
import { keptPerKey } from "./kept";
import { meetingMails, meetingPlaceLine, placeLines } from "./meeting-mails";

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
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(at);
  return `${text.replace(/ at /, ", ")} (${zone})`;
}

/** The locale times are written in until a visitor's browser says theirs. */
export const DEFAULT_LOCALE = "en-GB";
const LOCALE_TAG_MAX = 35;

/**
 * The locale a visitor reads times in, from their browser's first language (Accept-Language, or a
 * stored copy of it): an English one as it is ("en-US": "2:30 PM"); any other as British English
 * on that language's clock ("de-DE": 24 hours, "hi-IN": 12), since the site's words are English.
 */
export function readerLocale(languages: string | null | undefined): string {
  const first = (languages ?? "").slice(0, 200).split(",")[0]?.split(";")[0]?.trim().slice(0, LOCALE_TAG_MAX) ?? "";
  try {
    const tag = Intl.getCanonicalLocales(first)[0];
    if (!tag || tag === "*") return DEFAULT_LOCALE;
    if (/^en(?:-|$)/i.test(tag)) return tag;
    const hour12 = new Intl.DateTimeFormat(tag, { hour: "numeric" }).resolvedOptions().hour12;
    return `${DEFAULT_LOCALE}-u-hc-${hour12 ? "h12" : "h23"}`;
  } catch {
    return DEFAULT_LOCALE;
  }
}

// Each zone's name is worked out once: the chooser names every zone (over 400) on each render,
// and a formatter made for each costs what slotFormat's comment below measures.
/** A zone as a visitor reads it: "India Standard Time (Kolkata)", "Eastern Time (New York)", "UTC (GMT+00:00)". */
export const zoneName: (zone: string) => string = keptPerKey(
  1_000,
  (zone) => zone,
  (zone) => {
    const city = (zone.split("/").pop() ?? zone).replaceAll("_", " ");
    const generic =
      new Intl.DateTimeFormat("en", { timeZone: zone, timeZoneName: "longGeneric" })
        .formatToParts(0)
        .find((part) => part.type === "timeZoneName")?.value ?? zone;
    return generic.startsWith("GMT") ? `${city} (${generic})` : `${generic} (${city})`;
  },
);

/** The visitor's zone chooser: every zone by its readable name, in the order of those names. */
export function visitorZoneOptions(current: string): Array<{ value: string; label: string }> {
  return zoneOptions(current)
    .map((value) => ({ value, label: zoneName(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, "en"));
}

/** The hour as the locale writes it: "2 PM" on a 12-hour clock, "09" on a 24-hour one (never "9:30" for 09:30). */
const hourOf = (locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: "numeric" }).resolvedOptions().hour12 ? "numeric" : "2-digit";

// A slot list labels hundreds of times, and each Intl.DateTimeFormat made costs about 0.25 ms and
// 26 KB outside V8's heap, freed only when a later collection finds it: made per label (two each,
// with hourOf), /book-a-call under load took the server's malloc heap from 24 to 149 MB. So the
// formatter of each locale and zone is made once.
const slotFormat = keptPerKey(
  64,
  (zone: string, locale: string) => `${locale} ${zone}`,
  (zone: string, locale: string) =>
    new Intl.DateTimeFormat(locale, { timeZone: zone, hour: hourOf(locale), minute: "2-digit" }),
);

/** A call's time as a visitor reads it, on their locale's clock: "Thu, Dec 3, 2026, 2:30 PM, Eastern Time (New
 * York)". */
export function visitorWhen(at: Date, zone: string, locale: string = DEFAULT_LOCALE): string {
  const text = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    hour: hourOf(locale),
    minute: "2-digit",
  }).format(at);
  return `${text}, ${zoneName(zone)}`;
}

/** A free time's label in a visitor's list: "2:30 PM" or "14:30". */
export function slotTime(at: Date, zone: string, locale: string = DEFAULT_LOCALE): string {
  return slotFormat(zone, locale).format(at);
}

export const BOOKING_TEXT = {
  title: "Book a call",
  intro:
    "Pick a time that suits you for a 30-minute call with one of our consultants. No account needed: we mail you " +
    "a link to confirm it, then an invitation for your calendar.",
  zoneLabel: "Times shown in",
  zoneChange: "Show times",
  noSlots:
    "No times are free in the coming weeks. Please send us an enquiry and we will reply within one business day.",
  slotsHeading: "Free times",
  name: "Your name",
  email: "Email",
  company: "Company (optional)",
  topic: "What would you like to talk about?",
  submit: "Book this call",
  sending: "Booking…",
  chooseSlot: "Please choose a time.",
  held: (when: string) =>
    `We are holding ${when} for you. Check your inbox: confirm within ${BOOKING_HOLD_MINUTES} minutes to keep this time.`,
  booked: (when: string) => `Your call is booked for ${when}. An invitation is on its way to your e-mail address.`,
  /** 429s of the caps (lib/core/rate-rules.ts RATE_RULES.bookingPerIpDay, bookingPerAddressWeek). */
  dayLimit: "Too many calls were booked from your connection today. Please try again tomorrow, or send us an enquiry.",
  weekLimit:
    "This e-mail address has booked as many calls as one address can in a week. Please use the links in the mails " +
    "we sent, or send us an enquiry.",
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
  text: (when: string) =>
    `Please confirm your 30-minute call on ${when}. We then mail you the invitation for your calendar.`,
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
  invalidLink:
    "This link is no longer valid: the call was changed or cancelled since it was sent. Please use the link in " +
    "the latest mail.",
  alreadyCancelled: "This call is cancelled.",
} as const;

/** Cancelling asks once more, on a page of its own (no script needed): for the visitor and the operator alike. */
export const CANCEL_STEP_TEXT = {
  ask: BOOKING_MANAGE_TEXT.cancel,
  question: (when: string) =>
    `Cancel the call on ${when}? The cancellation is mailed to both sides and the time is free again.`,
  confirm: "Yes, cancel the call",
  keep: "No, keep the call",
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
  ...meetingMails(["call", "Call"], 30, (topic) => `Topic: ${topic}`),
  cancelled: {
    subject: (when: string) => `Call cancelled: ${when}`,
    paragraphs: (name: string, when: string) => [
      `Hello ${name},`,
      `The call booked for ${when} is cancelled. The attached cancellation removes it from your calendar.`,
    ],
  },
  /** The operator's copy: who booked, when, about what. */
  operator: {
    subject: (name: string, when: string) => `New call booked with ${name}: ${when}`,
    paragraphs: (
      name: string,
      email: string,
      company: string | null,
      topic: string,
      when: string,
      place: string | null,
    ) => [
      `${name} (${email}${company ? `, ${company}` : ""}) booked a call for ${when}.`,
      ...placeLines(place),
      `Topic: ${topic}`,
    ],
    action: "Open this call",
    movedSubject: (name: string, when: string) => `Call with ${name} moved: ${when}`,
    cancelledSubject: (name: string, when: string) => `Call with ${name} cancelled: ${when}`,
  },
  eventSummary: (company: string) => `Call with ${company}`,
  /** What the invitation says about the call: the topic, and where it is held when the operator said. */
  eventDescription: (topic: string, place: string | null) => (place ? `${topic}\n\n${meetingPlaceLine(place)}` : topic),
} as const;

export const AVAILABILITY_TEXT = {
  navLink: "Booked calls",
  title: "Availability for booked calls",
  intro:
    "Visitors book calls in the free times these hours leave, shown in their own time zone. Each operator keeps " +
    "their own hours.",
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
  meetingPlace: "Meeting link or place (optional)",
  meetingPlaceHint: "An https:// video link, or where you meet in one line. Every invitation and its mail carry it.",
  active: "Take bookings",
  save: "Save availability",
  saved: "Your availability is saved.",
  upcoming: "Upcoming calls",
  noUpcoming: "No calls are booked.",
  past: "Past and cancelled calls",
  noPast: "No call has taken place or been cancelled yet.",
  statuses: { booked: "Booked", held: "Not confirmed yet", cancelled: "Cancelled", past: "Took place" },
  /** The line in an enquiry's record for a call booked from it (UTC: the operator's zone is not known there). */
  relatedCall: (startIso: string, status: string) =>
    `Call ${status === "cancelled" ? "cancelled" : "booked"}: ${startIso.slice(0, 16).replace("T", " ")} UTC`,
  columns: { when: "When (your zone)", who: "Who", topic: "Topic", operator: "With", status: "Status" },
  /** A time held for a visitor who has not confirmed it yet: the operator can free it. */
  held: (until: string) => `Not confirmed yet: held until ${until}`,
  release: "Release this time",
  released: "The time is released and free again.",
  errors: "Please check the highlighted fields.",
} as const;
