// A chosen resume checked in the browser as soon as it is chosen, before anything is sent: its
// name and size by the rule, then its first bytes (File.slice); the server checks all of it again.
import { RESUME_HEAD_BYTES, resumeBytesProblem, resumeProblem } from "../validation/resume";

/** The sentence that refuses `file` as a resume, or null when it may be sent. */
export async function chosenResumeProblem(file: File): Promise<string | null> {
  const byRule = resumeProblem(file);
  if (byRule) return byRule;
  const head = await file.slice(0, RESUME_HEAD_BYTES).arrayBuffer();
  return resumeBytesProblem(new Uint8Array(head));
}
