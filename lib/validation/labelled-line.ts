// Required texts whose messages name their field ("Name is required"): a line, shared by the blog
// submission and the operator's Company details, and a message, by the contact form and the newsletter.
import { z } from "zod/mini";

/** Single-line values: no control characters (they end up in mail headers and lists). */
export const SINGLE_LINE = /^[^\p{Cc}]*$/u;

/** Trimmed, required, at least `min` and at most `max` characters, one line. */
export function labelledLine(label: string, max: number, min = 1) {
  const required = `${label} is required`;
  const atLeast = min > 1 ? [z.minLength(min, { error: `${label} must be at least ${min} characters` })] : [];
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required, abort: true }),
      ...atLeast,
      z.maxLength(max, { error: `${label} must be at most ${max} characters`, abort: true }),
      z.regex(SINGLE_LINE, { error: `${label} must be one line of text` }),
    );
}

/** Trimmed, required, at most `max` characters, any number of lines (a message). */
export function labelledText(label: string, max: number) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .check(
      z.trim(),
      z.minLength(1, { error: required }),
      z.maxLength(max, { error: `${label} must be at most ${max} characters` }),
    );
}
