// An applicant's saved profile (/account/profile): its inputs as plain data, its sentences, and the
// addresses of its page and API. Quick apply on a job's page and the career wizard are prefilled
// from it; the rules are lib/validation/profile.ts, the storage lib/features/profile/profile.ts.
import { RESUME_TEXT } from "@/lib/validation/resume";
import { PERSON_INPUTS } from "./wizard/person-inputs";

export {
  PROFILE_API,
  PROFILE_PATH,
  PROFILE_WIZARD_FIELDS,
  SAVED_RESUME_FIELD,
  SAVED_RESUME_TEXT,
  SAVED_RESUME_VALUE,
  type ProfilePrefill,
} from "./saved-resume";
export const PROFILE_DELETE_API = "/api/account/profile/delete";

/** The profile form's box that removes the saved resume. */
export const REMOVE_RESUME_FIELD = "removeResume";

export const NOTICE_PERIOD_MAX = 60;
export const PROFILE_TEXT_MAX = 120;

/** The profile's text inputs in the order shown; the person's four are the wizards' own. */
export const PROFILE_INPUTS = {
  firstName: { ...PERSON_INPUTS.firstName, required: true },
  lastName: { ...PERSON_INPUTS.lastName, required: true },
  phoneNumber: { ...PERSON_INPUTS.phoneNumber, required: true },
  location: {
    label: "Location",
    kind: "text",
    autoComplete: "address-level2",
    maxLength: PROFILE_TEXT_MAX,
    required: false,
  },
  currentRole: {
    label: "Current role",
    kind: "text",
    autoComplete: "organization-title",
    maxLength: PROFILE_TEXT_MAX,
    required: false,
  },
  experience: {
    label: "Experience (years)",
    kind: "number",
    autoComplete: undefined,
    maxLength: undefined,
    required: false,
  },
  noticePeriod: {
    label: "Notice period",
    kind: "text",
    autoComplete: undefined,
    maxLength: NOTICE_PERIOD_MAX,
    required: false,
    hint: "For example: 30 days",
  },
} as const;
export type ProfileInput = keyof typeof PROFILE_INPUTS;

export const PROFILE_TEXT = {
  title: "Your applicant profile",
  intro:
    "Save your details and a resume once: quick apply on a job's page and the career form start filled in with " +
    "them. Each application keeps its own copy, so changing this profile later never changes an application " +
    "already sent.",
  resumeTitle: "Default resume",
  noResume: "No resume saved yet.",
  replaceResume: "Choose a new resume to replace it (optional)",
  removeResume: "Remove the saved resume",
  save: "Save profile",
  saving: "Saving your profile…",
  saved: "Your profile is saved.",
  deleteTitle: "Delete this profile",
  deleteIntro: "Deletes the saved details and resume. Applications already sent keep their own copies.",
  delete: "Delete profile",
  deleted: "Your profile is deleted.",
  failed: "Your profile could not be saved. Please try again in a moment.",
  fixFields: "Please check the highlighted fields.",
  /** On quick apply and the career form, for a signed-in applicant with a profile. */
  /** The operator's label of the column only quick applications with a profile fill. */
  currentRoleLabel: "Current role",
} as const;

export const PROFILE_META = { title: PROFILE_TEXT.title, robots: { index: false } } as const;

/** What a form sent without JavaScript shows after the server's answer (?saved / ?profile-error=). */
export const PROFILE_ANSWERS = {
  invalid: "Some details were missing or not valid. Please check the form and save again.",
  type: RESUME_TEXT.wrongType,
  "too-large": RESUME_TEXT.tooBig,
  limit: "Too many changes were sent from here. Please wait a while and try again.",
  failed: PROFILE_TEXT.failed,
} as const;
export type ProfileProblem = keyof typeof PROFILE_ANSWERS;
