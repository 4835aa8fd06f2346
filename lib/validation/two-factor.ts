// The second-factor form: a six-digit code from the authenticator app, or one recovery code.
import { z } from "zod/mini";
import { TWO_FACTOR_MESSAGES } from "../content/two-factor";

export const twoFactorSchema = z.union([
  z.object({
    code: z.string({ error: TWO_FACTOR_MESSAGES.code }).check(z.regex(/^\d{6}$/, { error: TWO_FACTOR_MESSAGES.code })),
  }),
  z.object({
    recoveryCode: z
      .string({ error: TWO_FACTOR_MESSAGES.recoveryCode })
      .check(z.regex(/^[a-z0-9]{5}-?[a-z0-9]{5}$/i, { error: TWO_FACTOR_MESSAGES.recoveryCode })),
  }),
]);

export type TwoFactorInput = z.output<typeof twoFactorSchema>;

/** The code mailed to the operator's address before the enrolment key is shown. */
export const enrolCodeSchema = z.object({
  code: z
    .string({ error: TWO_FACTOR_MESSAGES.mailCode })
    .check(z.regex(/^\d{6}$/, { error: TWO_FACTOR_MESSAGES.mailCode })),
});

/** Asking for that code: nothing to send. */
export const mailEnrolCodeSchema = z.object({});
