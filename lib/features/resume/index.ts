// The resume feature's public module: a resume's text, read out of the main thread within bounds.
import "server-only";

export {
  RESUME_READING_LIMITS,
  readResumeText,
  type ReadableResumeKind,
  type ResumeReadingLimits,
  type ResumeText,
  type ResumeTextFailure,
} from "./read-text";
