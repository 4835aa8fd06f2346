// Quick apply on a job's page (/careers/jobs/<slug>): name, e-mail, phone, a resume (the rule of
// ./resume.ts), an optional cover note and the consent box. The fields keep the career wizard's
// rules and labels (lib/content/wizard/shared.ts); the form checks them before sending and the
// handler (lib/features/submissions/quick-apply.ts) again.
import { z } from "zod/mini";
import { personalFields } from "../content/wizard/shared";
import { AGREEMENT_MESSAGE, optionalLongText } from "./wizard/fields";

const PERSON = personalFields("emailAddress");
export const COVER_NOTE_MAX = 2000;
/** The value the consent box sends when ticked (a form post carries the box only then). */
export const CONSENT_VALUE = "yes";

/** The form's text fields in the order shown, after the resume (which can fill them in). */
export const QUICK_APPLY_FIELDS = {
  firstName: PERSON.firstName,
  lastName: PERSON.lastName,
  emailAddress: PERSON.emailAddress,
  phoneNumber: PERSON.phoneNumber,
} as const;

export const quickApplySchema = z.object({
  firstName: PERSON.firstName.schema,
  lastName: PERSON.lastName.schema,
  emailAddress: PERSON.emailAddress.schema,
  phoneNumber: PERSON.phoneNumber.schema,
  coverNote: optionalLongText(COVER_NOTE_MAX),
  consent: z.literal(CONSENT_VALUE, { error: AGREEMENT_MESSAGE }),
});
export type QuickApplyInput = z.output<typeof quickApplySchema>;
