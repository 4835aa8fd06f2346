// What a visitor reads on the newsletter's confirm page, before and after pressing the button.
import {
  SIGNUP_PATH,
  SUBSCRIBE_CONFIRM_HINT,
  SUBSCRIBE_SENT_TITLE,
  SUBSCRIBE_EMAIL_MESSAGE,
  SUBSCRIBE_FORM_ID,
  type SignupProblem,
} from "./messages/subscriptions";

export const CONFIRM_PAGE = {
  ask: {
    title: "Confirm your subscription",
    text: "Press the button to receive our newsletter at this address.",
    button: "Confirm my subscription",
  },
  confirmed: { title: "Subscription confirmed", text: "Thank you. You will now receive our newsletter." },
  "already-confirmed": { title: "Already confirmed", text: "This address is already subscribed to our newsletter." },
  invalid: {
    title: "This link is not valid",
    text:
      "The confirmation link is incomplete or has expired. Subscribe again from the form at the bottom of any " +
      "page to get a new one.",
  },
} as const;

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "invalid";

/** The topics a subscriber may pick: in the footer's form (optional) and on the preferences page. */
export const TOPICS_COPY = {
  footerSummary: "Choose topics (optional)",
  legend: "Topics you want to hear about",
  footerHint: "Leave them all unticked to hear only the news we send to everyone.",
} as const;

/** The preferences page linked from every newsletter mail (/subscription/preferences). */
export const PREFERENCES_PAGE = {
  title: "Your newsletter preferences",
  intro: "Tick the topics you want to hear about. With none ticked you still get the news we send to every subscriber.",
  address: "Subscribed address:",
  save: "Save my choices",
  saved: "Your choices are saved.",
  unsubscribeTitle: "Stop the newsletter",
  unsubscribeText: "You will get no more newsletters at this address.",
  unsubscribe: "Unsubscribe",
  invalid: {
    title: "This link is not valid",
    text: "The preferences link is incomplete or no longer works. Please use the link from the most recent newsletter.",
  },
  unsubscribed: {
    title: "You are unsubscribed",
    text: "This address gets no newsletter. Subscribe again from the form at the bottom of any page to choose topics.",
  },
} as const;

/** Where the footer's sign-up lands without JavaScript (/subscription): what happened, and the form again. */
export const SIGNUP_PAGE = {
  path: SIGNUP_PATH,
  title: "Newsletter",
  intro: "News about our services, openings and blogs, at most a few times a month.",
  sent: { title: SUBSCRIBE_SENT_TITLE, text: SUBSCRIBE_CONFIRM_HINT },
  /** The footer's form, which the page links to when something needs fixing. */
  formId: SUBSCRIBE_FORM_ID,
  again: "Go to the newsletter form",
  problems: {
    invalid: SUBSCRIBE_EMAIL_MESSAGE,
    limit: "Too many sign-ups were sent from here. Please wait a while and try again.",
    failed: "We could not sign you up just now. Please try again in a moment.",
  },
} as const satisfies { problems: Record<SignupProblem, string> } & Record<string, unknown>;
