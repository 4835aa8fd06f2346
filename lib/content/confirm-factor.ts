// The operator's fresh second-factor check before a sensitive action (lib/features/auth/recent-factor.ts).

/** How old the session's last second-factor check may be for a sensitive operator action. */
export const RECENT_FACTOR_MINUTES = 15;

export const CONFIRM_FACTOR_COPY = {
  title: "Confirm it is you",
  intro: `Exporting or erasing a person's data, inviting or removing an operator, changing the company details, sending a newsletter, announcing a post, resuming a campaign and exporting a list as CSV need a code from your authenticator app given in the last ${RECENT_FACTOR_MINUTES} minutes.`,
  label: "Authenticator code or recovery code",
  hint: "The 6-digit code your authenticator app shows now, or one of your recovery codes.",
  submit: "Confirm",
  back: "Go back to the page you were on",
  /** Beside "announce" on a post's forms, while the operator's last code is too old for it. */
  announceFirst: `Announcing needs a code from your authenticator app given in the last ${RECENT_FACTOR_MINUTES} minutes.`,
} as const;

export const CONFIRM_FACTOR_MESSAGES = {
  required: `Confirm it is you first: enter a current code from your authenticator app at /admin/confirm. Operators confirm again before this action when their last code is more than ${RECENT_FACTOR_MINUTES} minutes old.`,
  confirmed: "Thank you. You can go on.",
  wrong: "That code is not correct. Please try again.",
  wait: "Too many wrong codes. Wait a while, or use one of your recovery codes.",
} as const;
