// What the footer's newsletter form (spec 000, section 8) and the unsubscribe link answer.
export const SUBSCRIBE_EMAIL_MESSAGE = "Please enter a valid email address.";
export const SUBSCRIBE_SUCCESS_MESSAGE = "thanks for subscribing.";

export const UNSUBSCRIBE_MESSAGES = {
  invalidLink: "This unsubscribe link is not valid.",
  done: "You have been unsubscribed.",
} as const;
