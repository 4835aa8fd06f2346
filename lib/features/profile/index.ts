// The profile feature's public module: an applicant's saved details and default resume, and the
// copy of that resume an application takes.
import "server-only";

export {
  copySavedResume,
  deleteProfile,
  findProfile,
  prefillOf,
  PROFILE_FILE_PREFIX,
  savedResumeOf,
  saveProfile,
  type ApplicantProfile,
  type ProfilePrefill,
  type SavedResume,
} from "./profile";
