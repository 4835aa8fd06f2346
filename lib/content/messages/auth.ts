// What the account screens and /api/auth answer visitors (spec 001, 5.2).
import { HTTP_MESSAGES } from "./http";

/** The forms' validation messages (shown as toasts) and the rules' answers from the handlers. */
export const AUTH_MESSAGES = {
  allRequired: "All fields are required to proceed",
  name: "Enter a valid name to proceed",
  email: "Enter a valid email to proceed",
  password:
    "Password must contain at least 8 characters, including uppercase, lowercase, a number, and a special " +
    "character.",
  signupMismatch: "Passwords do not match.",
  forgotRequired: "Please enter your email",
  forgotEmail: "Please enter a valid email",
  code: "Please enter the complete verification code.",
  resetRequired: "Please fill in both fields",
  resetMismatch: "Passwords do not match",
  resetSuccess: "Password updated successfully! You can now log in.",
  introductionSuccess: "Your account is created! You can now login.",
} as const;

/** The /api/auth handlers' answers. */
export const AUTH_ANSWERS = {
  signup: "We have sent a 6-digit code to your email. Enter it to verify your address.",
  codeSent: "If this address needs a code, it is on its way. Please check your inbox.",
  verified: "Your email is verified.",
  codeOk: "The code is correct.",
  loggedIn: "You are logged in.",
  loggedOut: "You are logged out.",
  badLogin: "Invalid email or password.",
  unverified: "Please verify your email before logging in. We have sent you a new code.",
  wrongCode: "The code is not correct. Please check it and try again.",
  expiredCode: "This code has expired. Please request a new one.",
  lockedCode: "Too many wrong tries. Please request a new code.",
  introductionSaved: "Thanks for telling us about yourself.",
  introductionExpired: "This sign-up step has expired. You can log in now.",
  resetLinkRefused: "This reset link is not valid any more. Ask for a new one on the Forgot Password screen.",
} as const;

export const GOOGLE_FAILED = "Google sign-in did not work. Please try again or log in with your email.";
export const GOOGLE_UNAVAILABLE = "Google sign-in is not available.";

/** Answers of handlers that need a session. */
export const SESSION_MESSAGES = {
  notLoggedIn: "You are not logged in.",
  logInFirst: "Please log in to continue.",
  operatorOnly: "This area is for the site's operator only.",
  secondFactorFirst: "Please finish signing in with the code from your authenticator app.",
} as const;

/**
 * What an account screen says when its form came back to it without JavaScript (`?problem=<key>`):
 * the handler's answer by kind, never a sentence carried in the address.
 */
export const AUTH_FORM_PROBLEMS = {
  invalid: "Some details need fixing: fill in every field as asked and try again.",
  "bad-login": AUTH_ANSWERS.badLogin,
  unverified: AUTH_ANSWERS.unverified,
  limit: HTTP_MESSAGES.tooManyRequests,
  failed: HTTP_MESSAGES.serverError,
} as const;
export type AuthFormProblem = keyof typeof AUTH_FORM_PROBLEMS;

/** The problem a `?problem=` value names, or null. */
export function authFormProblem(value: unknown): AuthFormProblem | null {
  return typeof value === "string" && Object.hasOwn(AUTH_FORM_PROBLEMS, value) ? (value as AuthFormProblem) : null;
}
