// zod/mini, so client forms that use it ship only the checks they need; it composes inside
// classic zod objects as well.
import { z } from "zod/mini";
import { EMAIL_MAX, EMAIL_PATTERN } from "./email-rule";

export { EMAIL_MAX, EMAIL_PATTERN };

/** A trimmed, lower-cased e-mail address checked against the spec's rule. */
export function emailField(message: string) {
  return z.string({ error: message }).check(
    z.trim(),
    z.toLowerCase(),
    z.maxLength(EMAIL_MAX, { error: message }),
    z.regex(EMAIL_PATTERN, { error: message }),
  );
}
