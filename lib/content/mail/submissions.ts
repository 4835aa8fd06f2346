// What the confirmation mail of a wizard's submission says (lib/features/submissions/mail.ts).
export const SUBMISSION_RECEIVED_MAIL = {
  subject: (title: string) => `We received your ${title}`,
  paragraphs: (firstName: string, title: string) => [
    `Hello ${firstName},`,
    `Thank you for your ${title}. It has reached us and one of our team will be in touch soon.`,
    "If you did not send it, please ignore this mail.",
  ],
};
