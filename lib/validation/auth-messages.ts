// The rules behind the account screens' messages (spec 001, 5.2; the sentences are in
// lib/content/messages/auth.ts), checked in the spec's order. Shared by the forms (shown as toasts)
// and the /api/auth handlers (through lib/validation/auth.ts).
import { AUTH_MESSAGES } from "../content/messages/auth";

/** Toast durations of spec 001 (8, 9): validation toasts 2 s, the longer password message 3 s. */
export const TOAST_MS = 2000;
export const PASSWORD_TOAST_MS = 3000;
export const REDIRECT_MS = 3000;

export function toastDuration(message: string): number {
  return message === AUTH_MESSAGES.password ? PASSWORD_TOAST_MS : TOAST_MS;
}

export const NAME_MAX = 100;
export const PASSWORD_MAX = 128;
const NAME_PATTERN = /^[\p{L} ]+$/u;
// A standard address whose top-level part is 2 to 8 letters (spec 001, 5.2).
const ACCOUNT_EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,8}$/;
// Lowercase, uppercase, digit and one of @$!%*?&, and nothing outside those classes.
const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;
export const CODE_PATTERN = /^\d{6}$/;

export const isBlank = (value: string | undefined) => !value || value.trim().length === 0;
export const isAccountEmail = (value: string) => value.trim().length <= 254 && ACCOUNT_EMAIL_PATTERN.test(value.trim());
export const isStrongPassword = (value: string) => value.length <= PASSWORD_MAX && PASSWORD_PATTERN.test(value);
export const isValidName = (value: string) =>
  !isBlank(value) && value.trim().length <= NAME_MAX && NAME_PATTERN.test(value.trim());

export type Problem = { field: string; message: string } | null;

type SignupValues = { name: string; email: string; password: string; confirmPassword: string };
type LoginValues = { email: string; password: string };
type ResetValues = { password: string; confirmPassword: string };

export function signupProblem(v: SignupValues): Problem {
  if ([v.name, v.email, v.password, v.confirmPassword].some(isBlank))
    return { field: "body", message: AUTH_MESSAGES.allRequired };
  if (!isValidName(v.name)) return { field: "name", message: AUTH_MESSAGES.name };
  if (!isAccountEmail(v.email)) return { field: "email", message: AUTH_MESSAGES.email };
  if (!isStrongPassword(v.password)) return { field: "password", message: AUTH_MESSAGES.password };
  if (v.password !== v.confirmPassword) return { field: "confirmPassword", message: AUTH_MESSAGES.signupMismatch };
  return null;
}

export function loginProblem(v: LoginValues): Problem {
  if (isBlank(v.email) || isBlank(v.password)) return { field: "body", message: AUTH_MESSAGES.allRequired };
  if (!isAccountEmail(v.email)) return { field: "email", message: AUTH_MESSAGES.email };
  if (!isStrongPassword(v.password)) return { field: "password", message: AUTH_MESSAGES.password };
  return null;
}

export function forgotProblem(v: { email: string }): Problem {
  if (isBlank(v.email)) return { field: "email", message: AUTH_MESSAGES.forgotRequired };
  if (!isAccountEmail(v.email)) return { field: "email", message: AUTH_MESSAGES.forgotEmail };
  return null;
}

export function codeProblem(v: { code: string }): Problem {
  return CODE_PATTERN.test(v.code) ? null : { field: "code", message: AUTH_MESSAGES.code };
}

export function resetProblem(v: ResetValues): Problem {
  if (isBlank(v.password) || isBlank(v.confirmPassword)) return { field: "body", message: AUTH_MESSAGES.resetRequired };
  if (v.password !== v.confirmPassword) return { field: "confirmPassword", message: AUTH_MESSAGES.resetMismatch };
  if (!isStrongPassword(v.password)) return { field: "password", message: AUTH_MESSAGES.password };
  return null;
}
