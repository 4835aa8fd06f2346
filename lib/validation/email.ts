import { z } from "zod";
import { EMAIL_MAX, EMAIL_PATTERN } from "./email-rule";

export { EMAIL_MAX, EMAIL_PATTERN };

/** A trimmed, lower-cased e-mail address checked against the spec's rule. */
export function emailField(message: string) {
  return z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, { error: message })
    .regex(EMAIL_PATTERN, { error: message });
}
