// What the confirmation mail of a wizard's submission says (lib/features/submissions/mail.ts).
/** `job`: the opening a career application was made for, when it named one. */
export const SUBMISSION_RECEIVED_MAIL = {
  subject: (title: string, job: string | null = null) => `We received your ${title}${job ? ` for ${job}` : ""}`,
  paragraphs: (firstName: string, title: string, job: string | null = null) => [
    `Hello ${firstName},`,
    `Thank you for your ${title}${job ? ` for ${job}` : ""}. It has reached us and one of our team will be in touch soon.`,
    "If you did not send it, please ignore this mail.",
  ],
};
