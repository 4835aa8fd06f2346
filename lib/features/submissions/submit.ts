// What the wizards' handlers call: a submission (JSON with the browser's id), then its resume
// under the id in the path (a file, or the signed-in applicant's saved one).
import "server-only";
import { SUBMISSION_ERRORS, SUBMITTED_MESSAGE } from "../../content/messages/submissions";
import { badRequest } from "../../core/errors";
import { readJson } from "../../core/request";
import { savedResumeRequest } from "../../validation/profile";
import { submissionId } from "../../validation/wizard/fields";
import { openJobById } from "../jobs";
import { attachResume, attachSavedResume, type FileKind } from "./attach";
import type { SubmissionDefinition } from "./definitions";
import { repeatNotice } from "./repeat";
import { saveSubmission } from "./save";

type Answer = { message: string; id: string };

/** Stores a wizard's submission; the answer names its id, and tells a signed-in owner of a repeat. */
export async function submitWizard<I extends { id?: string; firstName: string }>(
  definition: SubmissionDefinition<I>,
  input: I,
  ip: string,
  request: Request,
): Promise<Answer> {
  const { id, earlier } = await saveSubmission(definition, input, ip);
  const jobId = definition.job?.(input);
  const job = earlier && jobId ? await openJobById(jobId) : null;
  const notice = job ? await repeatNotice(request, earlier, definition.email(input), job.title) : null;
  return { message: notice ?? SUBMITTED_MESSAGE, id };
}

/** The id in the path: a UUID or 400, so nothing path-like reaches the database or the disk. */
export function pathId(value: string): string {
  const parsed = submissionId.safeParse(value);
  if (!parsed.success) throw badRequest(SUBMISSION_ERRORS.badId);
  return parsed.data.toLowerCase();
}

/** Stores the request's resume for submission `value` (the path's id) of `kind`; the answer names the id. */
export async function uploadResume(kind: FileKind, value: string, request: Request): Promise<Answer> {
  const id = pathId(value);
  // JSON instead of a file: the signed-in applicant's saved resume (lib/features/profile).
  if (/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
    await readJson(request, savedResumeRequest);
    await attachSavedResume(kind, id, request);
  } else {
    await attachResume(kind, id, request);
  }
  return { message: SUBMITTED_MESSAGE, id };
}
