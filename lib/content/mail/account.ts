// What the account mails say: the deletion code (lib/features/account/mail.ts) and the news of an
// application's new status, sent when the operator chooses (lib/features/admin/stage-mail.ts).
export const DELETE_CODE_MAIL = {
  subject: "Your code to delete your account",
  paragraphs: (code: string) => [
    `Your code is ${code}. Enter it on your account page to delete your account and data. It expires in 10 minutes.`,
    "If you did not ask to delete your account, change your password: someone may be signed in as you.",
  ],
};

/** `job`: the opening a career application was made for, when it named one (and it still exists). */
export const STAGE_MAIL = {
  subject: (title: string, job: string | null = null) => `News about your ${title}${job ? ` for ${job}` : ""}`,
  paragraphs: (name: string, title: string, sentOn: string, status: string, job: string | null = null) => [
    `Hello ${name},`,
    `Your ${title}${job ? ` for ${job}` : ""} of ${sentOn} has a new status: ${status}.`,
    "You can follow it under My applications once you sign up or log in with this address.",
  ],
};
