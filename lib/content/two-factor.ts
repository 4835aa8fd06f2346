// What the operator's second-factor screen says (lib/features/auth/two-factor.ts).

export const TWO_FACTOR_MESSAGES = {
  code: "Enter the 6-digit code from your authenticator app.",
  recoveryCode: "Enter one of your recovery codes, such as abcde-fghjk.",
  wrongCode: "That code is not correct. Please try again.",
  done: "You are signed in.",
  useRecoveryCode: "Too many wrong authenticator codes today. Sign in with one of your recovery codes.",
} as const;

/** To the operator when wrong authenticator codes stopped the app's codes for a day. */
export const TOTP_LOCKED_MAIL = {
  subject: "Too many wrong sign-in codes for your operator account",
  paragraphs: [
    "Someone who knows your password entered wrong authenticator codes for your operator account too many times today.",
    "For the next 24 hours your account signs in only with one of your recovery codes. If this was not you, change your password now.",
  ],
} as const;

export const TWO_FACTOR_COPY = {
  title: "Two-step sign-in",
  enrolIntro:
    "The operator area holds personal data, so operators sign in with a password and a code from an authenticator app. Scan the QR code with the app (or type the key in), then enter the code it shows.",
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
    "Keep these ten codes somewhere safe, away from your phone. Each one signs you in once if you lose the app. They will not be shown again.",
  codesContinue: "I have saved them, continue",
  notNeeded: "This account does not need a second step. You are signed in.",
  continue: "Continue",
} as const;
