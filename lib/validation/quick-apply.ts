// Quick apply on a job's page (/careers/jobs/<slug>): name, e-mail, phone, a resume (the rule of
// ./resume.ts), an optional cover note and the consent box. The fields keep the career wizard's
// rules (lib/content/wizard/shared.ts); the handler (lib/features/submissions/quick-apply.ts)
// parses with them. The form shows the inputs of lib/content/jobs.ts and does not load these.
import { z } from "zod/mini";
import { CONSENT_VALUE, COVER_NOTE_MAX } from "../content/jobs";
import { SAVED_RESUME_FIELD, SAVED_RESUME_VALUE } from "../content/saved-resume";
import { personalFields } from "../content/wizard/shared";
import { AGREEMENT_MESSAGE, optionalLongText } from "./wizard/fields";

const PERSON = personalFields("emailAddress");

export const quickApplySchema = z.object({
  firstName: PERSON.firstName.schema,
  lastName: PERSON.lastName.schema,
  emailAddress: PERSON.emailAddress.schema,
  phoneNumber: PERSON.phoneNumber.schema,
  coverNote: optionalLongText(COVER_NOTE_MAX),
  consent: z.literal(CONSENT_VALUE, { error: AGREEMENT_MESSAGE }),
  /** Sent instead of a file by a signed-in applicant who applies with the profile's saved resume. */
  [SAVED_RESUME_FIELD]: z.optional(z.enum([SAVED_RESUME_VALUE, ""])),
});
export type QuickApplyInput = z.output<typeof quickApplySchema>;
