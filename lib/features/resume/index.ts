// The resume feature's public module: a resume's text, read out of the main thread within bounds,
// and the contact details that text gives.
import "server-only";

export { contactDetailsIn, type ContactDetails } from "./contact-details.mjs";
export { READER_IDLE_MS } from "./text-reader";
export {
  RESUME_READING_LIMITS,
  readableKindOf,
  readResumeDetails,
  readResumeText,
  type ReadableResumeKind,
  type ResumeDetails,
  type ResumeReadingLimits,
  type ResumeText,
  type ResumeTextFailure,
} from "./read-text";
export { formDetailsOf, resumeDetails, formPhone, type ResumeFormDetails } from "./details";
