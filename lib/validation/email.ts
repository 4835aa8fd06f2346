// The spec's e-mail rule and the one e-mail normaliser, without zod: the footer's newsletter form
// is on every page and zod would add ~30 KB to each first visit. Zod schemas build on these
// (./email-field.ts: z.overwrite(normaliseEmail)); server code normalises with the same function.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;

/** How every e-mail address is stored and compared: no surrounding space, lower case. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isValidEmail(value: string): boolean {
  const email = normaliseEmail(value);
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}
