// /contact: the static details and the Get in touch form's labels.
import { HTTP_MESSAGES } from "./messages/http";
export const CONTACT_PAGE = {
  eyebrow: "Contact Us",
  title: "Talk to our team",
  text:
    "Questions about a project, a hire or a partnership? Call, write or send the form and a consultant replies " +
    "within one business day.",
  hours: "Monday to Saturday, 10:00 to 18:00 IST",
  formTitle: "Get in touch",
  formIntro: "All fields are required. We use your details only to answer this message.",
  submit: "Send message",
  sending: "Sending...",
};

/** Where the form lands when the browser posted it without JavaScript: the thanks or the problem's key. */
export const CONTACT_ANSWER_PATH = "/contact/sent";
export const CONTACT_ANSWER = {
  sentTitle: "Message sent",
  problemTitle: "Your message was not sent",
  problems: {
    invalid: "Some details need fixing: fill in every field, accept the privacy policy and send the form again.",
    "too-large": "The message is too long. Please shorten it and send the form again.",
    limit: "Too many messages were sent from here. Please wait a while and try again.",
    failed: HTTP_MESSAGES.serverError,
  },
  again: "Back to the contact form",
} as const;
export type ContactProblem = keyof typeof CONTACT_ANSWER.problems;
