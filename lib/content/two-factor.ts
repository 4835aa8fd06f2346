// What the operator's second-factor screen says (lib/features/auth/two-factor.ts).

export const TWO_FACTOR_MESSAGES = {
  code: "Enter the 6-digit code from your authenticator app.",
  recoveryCode: "Enter one of your recovery codes, such as abcde-fghjk.",
  wrongCode: "That code is not correct. Please try again.",
  done: "You are signed in.",
  useRecoveryCode: "Too many wrong authenticator codes today. Sign in with one of your recovery codes.",
  mailCode: "Enter the 6-digit code we sent to your e-mail address.",
  codeSent: "We sent a 6-digit code to your e-mail address.",
  mailCodeRefused: "This code is not valid. Please check it, or ask for a new code.",
  enrolmentExpired: "This key has expired. Ask for a new code by e-mail to set up the app again.",
  alreadyEnrolled: "Two-step sign-in is already set up for this account.",
} as const;

/** To the operator's address before the key is shown: only the mailbox's owner can enrol. */
export const ENROL_CODE_MAIL = {
  subject: "Your code to set up two-step sign-in",
  paragraphs: (code: string) => [
    `Your code to set up two-step sign-in is ${code}`,
    "Enter it on the two-step sign-in screen to see the key for your authenticator app. It works once, for 10 minutes.",
    "If you did not sign in just now, someone knows your password: do not share this code, and change your " +
      "password now.",
  ],
};

/** To the operator when an authenticator app was added to the account. */
export const ENROLLED_MAIL = {
  subject: "Two-step sign-in is set up for your operator account",
  paragraphs: [
    "An authenticator app was just set up for two-step sign-in to your operator account, and ten new recovery " +
      "codes were made.",
    "If this was not you, tell another operator at once: they can remove the account's operator rights, and you " +
      "can then reset your password.",
  ],
} as const;

/** To the operator after each recovery code that signed in. */
export const RECOVERY_CODE_USED_MAIL = {
  subject: "A recovery code was used to sign in",
  paragraphs: (left: number) => [
    "One of your recovery codes was just used to sign in to your operator account. It will not work again.",
    `${left === 1 ? "1 recovery code is" : `${left} recovery codes are`} left.`,
    "If this was not you, tell another operator at once and change your password.",
  ],
};

/** To the operator when wrong authenticator codes stopped the app's codes for a day. */
export const TOTP_LOCKED_MAIL = {
  subject: "Too many wrong sign-in codes for your operator account",
  paragraphs: [
    "Someone who knows your password entered wrong authenticator codes for your operator account too many times today.",
    "For the next 24 hours your account signs in only with one of your recovery codes. If this was not you, " +
      "change your password now.",
  ],
} as const;

export const TWO_FACTOR_COPY = {
  title: "Two-step sign-in",
  enrolIntro:
    "The operator area holds personal data, so operators sign in with a password and a code from an " +
    "authenticator app. First we send a 6-digit code to your e-mail address, to check that the mailbox is " +
    "yours.",
  sendCode: "Send me the code",
  mailCodeLabel: "Code from the e-mail",
  showKey: "Show my key",
  resendCode: "Send a new code",
  scanIntro:
    "Scan the QR code with the app (or type the key in), then enter the code it shows. This key is shown only " +
    "once and works for 10 minutes.",
  qrAlt: "QR code to add this account to an authenticator app",
  keyLabel: "Key to type in instead",
  verifyIntro: "Enter the code your authenticator app shows for this site.",
  codeLabel: "Authenticator code",
  submit: "Continue",
  recoveryToggle: "Lost your phone? Use a recovery code",
  recoveryLabel: "Recovery code",
  recoverySubmit: "Use recovery code",
  codesTitle: "Your recovery codes",
  codesIntro:
    "Keep these ten codes somewhere safe, away from your phone. Each one signs you in once if you lose the app. " +
    "They will not be shown again.",
  codesContinue: "I have saved them, continue",
  notNeeded: "This account does not need a second step. You are signed in.",
  continue: "Continue",
} as const;
