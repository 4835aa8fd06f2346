import { z } from "zod";

// The spec's rule: text, @, text, dot, text, with no whitespace anywhere.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EMAIL_MAX = 254;

/** A trimmed, lower-cased e-mail address checked against the spec's rule. */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, { error: message })
    .regex(EMAIL_PATTERN, { error: message });
}
