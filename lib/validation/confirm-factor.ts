// The operator area's "confirm it is you" form: one field that takes an authenticator code or a
// recovery code, and the page to go back to.
import { z } from "zod/mini";
import { TWO_FACTOR_MESSAGES } from "../content/two-factor";
import { twoFactorSchema, type TwoFactorInput } from "./two-factor";

export const confirmFactorSchema = z.object({
  code: z.string({ error: TWO_FACTOR_MESSAGES.code }).check(z.maxLength(40, { error: TWO_FACTOR_MESSAGES.code })),
  next: z.optional(z.string().check(z.maxLength(2048))),
});

/** Six digits are an authenticator code, anything else is tried as a recovery code; null when neither. */
export function asTwoFactorInput(code: string): TwoFactorInput | null {
  const text = code.trim();
  const parsed = twoFactorSchema.safeParse(/^\d{6}$/.test(text) ? { code: text } : { recoveryCode: text });
  return parsed.success ? parsed.data : null;
}
