// What the newsletter's subscription mails say (lib/features/subscriptions/mail.ts sends them).
export const SUBSCRIBE_CONFIRM_MAIL = {
  subject: "Please confirm your newsletter subscription",
  paragraphs: [
    "Thanks for subscribing to our newsletter.",
    "Please confirm that this address is yours by following the link below. The link works for 7 days; if you " +
      "did not ask for this, ignore this mail and nothing will be sent.",
  ],
  action: "Confirm my subscription",
};

export const SUBSCRIBE_WELCOME_MAIL = {
  subject: "You are subscribed to our newsletter",
  paragraphs: [
    "Your subscription is confirmed. You will hear from us about IT consulting, recruitment, digital marketing " +
      "and business consulting.",
    "Choose the topics you want to hear about, or unsubscribe at any time, with the links below.",
  ],
  action: "Unsubscribe",
};

/** The link under every newsletter mail and the welcome to the subscriber's preferences page. */
export const PREFERENCES_LINK_LABEL = "Choose your topics";
