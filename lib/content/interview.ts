// Candidates book their own interview (lib/features/booking/interview*.ts): the operator's
// invitation form on an application's record, the candidate's page at /interview/<token> and what
// each is told.
import { BOOKING_MAILS, BOOKING_TEXT } from "./booking";
import { meetingMails, placeLines } from "./meeting-mails";

export const INTERVIEW_PATH = "/interview";
export const interviewPath = (token: string) => `${INTERVIEW_PATH}/${token}`;
export const INTERVIEW_API = "/api/interview";
/** The record's invitation form posts here (app/api/admin/work/[kind]/[id]/interview/route.ts). */
export const interviewInviteApi = (kind: string, recordId: string) =>
  `/api/admin/work/${encodeURIComponent(kind)}/${encodeURIComponent(recordId)}/interview`;

/** The lengths an operator may choose. */
export const INTERVIEW_MINUTES = [30, 45, 60] as const;
/** How long an invitation's link stays good. */
export const INTERVIEW_INVITE_DAYS = 14;
/** The stage a booked interview moves its application to (seeded by the workspace's migration). */
export const INTERVIEW_STAGE = "applications:interview";
/** The template the invitation is written from (seeded by the conversations' migration). */
export const INTERVIEW_TEMPLATE_ID = "template:interview";

export const INTERVIEW_FORM = {
  title: "Invite to interview",
  hint: "The candidate gets the “Invite to interview” message with a link to choose one of the free times of the interviewer (the record’s owner, or you while it has none).",
  minutesLabel: "Length",
  minutesOption: (minutes: number) => `${minutes} minutes`,
  placeLabel: "Place or video link",
  placeHint:
    "A full https:// link for a video call, or one line saying where, e.g. “Office, 4th floor, MG Road, Pune”.",
  submit: "Send the invitation",
  sent: "Invitation sent.",
  /** The newest invitation's state, dates as the operator area writes them. */
  state: {
    open: (minutes: number, sent: string, until: string) =>
      `A ${minutes}-minute interview was offered on ${sent}; its link is good until ${until}. A new invitation replaces it.`,
    expired: (minutes: number, sent: string) =>
      `The ${minutes}-minute interview offered on ${sent} was not booked in time.`,
    booked: (minutes: number, when: string) => `The candidate booked a ${minutes}-minute interview for ${when}.`,
  },
  problems: {
    invalid: "Choose a length and give a place or a video link.",
    failed: "The invitation could not be sent.",
  },
} as const;

export const INTERVIEW_ERRORS = {
  notApplication: "Only an application can be invited to an interview.",
  noHours: (name: string) =>
    `${name} has no booking hours. Set them under Booking hours first, or give the record to an operator who has.`,
  placeRequired: "Give a place or a video link.",
  noTemplate: "The “Invite to interview” template is missing. Add it under Templates first.",
} as const;

export const INTERVIEW_TEXT = {
  title: "Book your interview",
  intro: (job: string, minutes: number, interviewer: string) =>
    `Choose a time for your ${minutes}-minute interview${job ? ` for ${job}` : ""} with ${interviewer}. ` +
    "An invitation for your calendar is mailed to you at once.",
  place: (place: string) => `Where: ${place}`,
  topic: (job: string) => `Interview: ${job || "your application"}`,
  noSlots: "No times are free in the coming weeks. Please reply to our message and we will find one with you.",
  submit: "Book this interview",
  sending: "Booking…",
  chooseSlot: BOOKING_TEXT.chooseSlot,
  booked: (when: string) =>
    `Your interview is booked for ${when}. An invitation is on its way to your e-mail address; its link lets you move or cancel it.`,
  alreadyBooked: (when: string) =>
    `Your interview is booked for ${when}. Use the link in the invitation we mailed you to move or cancel it.`,
  invalidLink:
    "This interview link has expired or was replaced by a newer one. Please reply to our message for a new one.",
} as const;

/** What the page says after a form sent without JavaScript came back (?error=). */
export const INTERVIEW_ANSWERS = {
  invalid: BOOKING_TEXT.chooseSlot,
  taken: BOOKING_TEXT.taken,
  limit: "Too many bookings were sent from here. Please wait a while and try again.",
  failed: "Your interview could not be booked. Please try again in a moment.",
} as const;
export type InterviewProblem = keyof typeof INTERVIEW_ANSWERS;

/** Its strings widened: the words of another meeting in the same shape. */
type Words<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => R
    : { [K in keyof T]: Words<T[K]> };

/** The words of a booking's mails (lib/features/booking/mail.ts): a call's are BOOKING_MAILS, an interview's these. */
export type BookingMailWords = Words<Omit<typeof BOOKING_MAILS, "confirm">>;

/** An interview's mails, of its own length: to the candidate, and the interviewer's copy. */
export const interviewMails = (minutes: number): BookingMailWords => ({
  ...meetingMails(["interview", "Interview"], minutes, (topic) => topic),
  cancelled: {
    subject: (when) => `Interview cancelled: ${when}`,
    paragraphs: (name, when) => [
      `Hello ${name},`,
      `The interview booked for ${when} is cancelled. The attached cancellation removes it from your calendar. You can choose another time from the link in our invitation while it is valid.`,
    ],
  },
  operator: {
    subject: (name, when) => `Interview booked with ${name}: ${when}`,
    paragraphs: (name, email, _company, topic, when, place) => [
      `${name} (${email}) booked a ${minutes}-minute interview for ${when}.`,
      ...placeLines(place),
      topic,
    ],
    action: "Open this interview",
    movedSubject: (name, when) => `Interview with ${name} moved: ${when}`,
    cancelledSubject: (name, when) => `Interview with ${name} cancelled: ${when}`,
  },
  eventSummary: (company) => `Interview with ${company}`,
  eventDescription: BOOKING_MAILS.eventDescription,
});
