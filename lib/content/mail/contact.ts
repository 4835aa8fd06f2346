// What the contact form's acknowledgement says (lib/features/contact/mail.ts).
export const CONTACT_RECEIVED_MAIL = {
  subject: "We received your message",
  paragraphs: (name: string) => [
    `Hello ${name},`,
    "Thank you for writing to us. Your message has reached us and one of our team will reply soon.",
    "If you did not send it, please ignore this mail.",
  ],
};
