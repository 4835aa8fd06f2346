// The phone field every form with a phone uses (the wizards, quick apply, the profile, contact,
// blog submissions, the company's details): the rule and its stored form are ./phone-number.ts.
import { z } from "zod/mini";
import { normalisePhone, PHONE_INVALID, PHONE_MAX_LENGTH } from "./phone-number";

export { normalisePhone, phoneSearchDigits, PHONE_INVALID, PHONE_MAX_LENGTH } from "./phone-number";

/**
 * A phone field of any form: `required` when empty, PHONE_INVALID when it names no number. The
 * value becomes its E.164 form, unless `keepWritten` (the company's number, shown as typed).
 */
export function phoneField(required = "Phone Number is required", { keepWritten = false } = {}) {
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, { error: required, abort: true }),
    z.maxLength(PHONE_MAX_LENGTH, { error: PHONE_INVALID, abort: true }),
    z.refine((value: string) => normalisePhone(value) !== null, { error: PHONE_INVALID, abort: true }),
    z.overwrite((value: string) => (keepWritten ? value : (normalisePhone(value) ?? value))),
  );
}
