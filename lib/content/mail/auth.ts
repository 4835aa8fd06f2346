// What the account screens' mails say (lib/features/auth/mail.ts sends them).
export const SIGNUP_CODE_MAIL = {
  subject: "Your verification code",
  paragraphs: (code: string) => [
    `Your verification code is ${code}`,
    "Enter it on the Verify Email screen to finish creating your account. It works once, for 10 minutes.",
    "If you did not sign up, ignore this mail: no account is created without the code.",
  ],
};

export const RESET_CODE_MAIL = {
  subject: "Your password reset code",
  paragraphs: (code: string) => [
    `Your password reset code is ${code}`,
    "Enter it on the verification screen, then choose a new password. It works once, for 10 minutes.",
    "If you did not ask to reset your password, ignore this mail: your password stays as it is.",
  ],
  /** The link beside the code: it works even while wrong codes from others have stopped the codes. */
  linkIntro: "Or open this link to choose a new password straight away. It also works once, for 10 minutes:",
  action: "Choose a new password",
};

export const ACCOUNT_EXISTS_MAIL = {
  subject: "You already have an account",
  paragraphs: [
    "Someone, hopefully you, tried to sign up with this address, but it already has an account with us.",
    "Log in with your password, or use Forgot Password on the login screen to choose a new one. If this was not " +
      "you, you can ignore this mail.",
  ],
  action: "Log in",
};
