// What quick apply and the career wizard take from a signed-in applicant's saved profile, kept
// apart from ./profile.ts (the profile page's copy) so their scripts carry only these few lines.
export { PROFILE_PATH } from "./account-links";
export const PROFILE_API = "/api/account/profile";

/** Sent instead of a file when the applicant applies with the profile's saved resume. */
export const SAVED_RESUME_FIELD = "savedResume";
export const SAVED_RESUME_VALUE = "yes";

/** What a form is prefilled with: the details, and the saved resume's name (never its key). */
export type ProfilePrefill = {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  location?: string;
  currentRole?: string;
  experience?: number;
  noticePeriod?: string;
  resumeName: string | null;
};

/** The career wizard's fields a profile fills in (the wizard has no "current role"). */
export const PROFILE_WIZARD_FIELDS = [
  "firstName",
  "lastName",
  "phoneNumber",
  "location",
  "experience",
  "noticePeriod",
] as const satisfies ReadonlyArray<keyof ProfilePrefill>;

export const SAVED_RESUME_TEXT = {
  savedResume: (name: string) => `Saved resume: ${name}`,
  savedChoice: (name: string) => `Use my saved resume (${name})`,
  useAnother: "Upload another resume",
  fromProfile: "Filled in from your applicant profile.",
  sentWith: (details: string[]) => `Sent with it: ${details.join(" · ")}.`,
  years: (years: number) => `${years} ${years === 1 ? "year" : "years"} of experience`,
  editProfile: "Edit your profile",
} as const;
