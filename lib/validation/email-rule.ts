// The spec's e-mail rule without zod, for the footer form that is on every page (zod would add
// ~30 KB to each first visit). lib/validation/email.ts builds the server's zod field from it.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const email = normaliseEmail(value);
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}
