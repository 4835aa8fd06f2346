// What the footer's newsletter form (spec 000, section 8) and the unsubscribe link answer.
export const SUBSCRIBE_EMAIL_MESSAGE = "Please enter a valid email address.";
export const SUBSCRIBE_SUCCESS_MESSAGE = "thanks for subscribing.";
/** The footer form's endpoint (JSON from the script, a plain form post without it). */
export const SUBSCRIBE_PATH = "/api/subscribe";
export const SUBSCRIBE_FORM_ID = "newsletter";
/** Where the form lands when posted without JavaScript, and what can have gone wrong (lib/content/subscription.ts
 * words them). */
export const SIGNUP_PATH = "/subscription";
export const SIGNUP_PROBLEMS = ["invalid", "limit", "failed"] as const;
export type SignupProblem = (typeof SIGNUP_PROBLEMS)[number];
export const SUBSCRIBE_CONFIRM_HINT = "Check your inbox for a link to confirm your subscription.";
/** What the sign-up says once it is sent, with or without JavaScript: no address gets mail before it is confirmed. */
export const SUBSCRIBE_SENT_TITLE = "Thanks for subscribing";
export const SUBSCRIBE_SENT_MESSAGE = `${SUBSCRIBE_SENT_TITLE}. ${SUBSCRIBE_CONFIRM_HINT}`;

export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: "This unsubscribe link is not valid.",
  done: "You have been unsubscribed.",
} as const;
