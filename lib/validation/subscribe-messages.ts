// Texts of the footer's newsletter form (spec 000, section 8), shared by the form and the handler.
export const SUBSCRIBE_EMAIL_MESSAGE = "Please enter a valid email address.";
export const SUBSCRIBE_SUCCESS_MESSAGE = "thanks for subscribing.";
