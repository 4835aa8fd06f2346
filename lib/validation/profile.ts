// The saved profile's rules (lib/content/profile.ts shows its inputs): the person's name and phone
// as the wizards check them, and the optional details with the career wizard's own limits.
import { z } from "zod/mini";
import {
  NOTICE_PERIOD_MAX,
  PROFILE_TEXT_MAX,
  REMOVE_RESUME_FIELD,
  SAVED_RESUME_FIELD,
  SAVED_RESUME_VALUE,
} from "../content/profile";
import { personalFields } from "../content/wizard/shared";
import { optionalText, years } from "./wizard/fields";

const PERSON = personalFields("emailAddress");
const blankIsNone = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const profileSchema = z.object({
  firstName: PERSON.firstName.schema,
  lastName: PERSON.lastName.schema,
  phoneNumber: PERSON.phoneNumber.schema,
  location: optionalText(PROFILE_TEXT_MAX),
  currentRole: optionalText(PROFILE_TEXT_MAX),
  experience: z.pipe(z.transform(blankIsNone), z.optional(years("Enter the number of years, from 0 to 60"))),
  noticePeriod: optionalText(NOTICE_PERIOD_MAX),
  [REMOVE_RESUME_FIELD]: z.optional(z.string()),
});
export type ProfileFields = z.output<typeof profileSchema>;

/** The career wizard's upload when the applicant chose the profile's saved resume instead of a file. */
export const savedResumeRequest = z.object({ [SAVED_RESUME_FIELD]: z.literal(SAVED_RESUME_VALUE) });
