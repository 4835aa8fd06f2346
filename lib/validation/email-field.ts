// The e-mail field of the zod/mini schemas: normalised and checked by the one rule of ./email.ts.
// zod/mini, so client forms that use it ship only the checks they need; it composes inside
// classic zod objects as well.
import { z } from "zod/mini";
import { isPlainMailbox, normaliseEmail } from "./email";

/** The forms' two sentences about an e-mail field: empty, and not an address. */
export const EMAIL_REQUIRED = "Email is required";
export const EMAIL_INVALID = "Invalid email";

/**
 * A normalised e-mail address. `invalid` is the message for anything that breaks the rule; with
 * `required`, an empty field reports only that message.
 */
export function emailField(invalid: string, required?: string) {
  return z
    .string({ error: required ?? invalid })
    .check(
      z.overwrite(normaliseEmail),
      ...(required ? [z.minLength(1, { error: required, abort: true })] : []),
      z.refine(isPlainMailbox, { error: invalid }),
    );
}
