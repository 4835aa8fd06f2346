// The route handlers of the wizards' API, one shape per kind of request: a submission (JSON with
// the browser's id) and its resume (multipart, the id in the path).
import "server-only";
import { SUBMISSION_ERRORS, SUBMITTED_MESSAGE } from "../../content/messages/submissions";
import { JOB_SLUG } from "../../validation/jobs";
import { jobPath, JOBS_PATH, QUICK_APPLY_TEXT } from "../../content/jobs";
import { badRequest, errorAnswer, formProblem, isNavigation, json, redirectTo, route } from "../../core/http";
import { guardPublicPost, readPublicPost } from "../../core/public-post";
import { submissionId } from "../../validation/wizard/fields";
import { readJson } from "../../core/request";
import { savedResumeRequest } from "../../validation/profile";
import { attachResume, attachSavedResume, type FileKind } from "./attach";
import type { SubmissionDefinition } from "./definitions";
import { quickApply } from "./quick-apply";
import { openJobById } from "../jobs";
import { repeatNotice } from "./repeat";
import { saveSubmission } from "./save";

type WithId = { params: Promise<{ id: string }> };

export function submissionRoute<I extends { id?: string; firstName: string }>(definition: SubmissionDefinition<I>) {
  return route(async (request) => {
    const { input, ip } = await readPublicPost(request, definition.kind, definition.schema, { email: definition.email });
    const { id, earlier } = await saveSubmission(definition, input, ip);
    const jobId = definition.job?.(input);
    const job = earlier && jobId ? await openJobById(jobId) : null;
    const notice = job ? await repeatNotice(request, earlier, definition.email(input), job.title) : null;
    return json({ message: notice ?? SUBMITTED_MESSAGE, id });
  });
}

/** The id in the path: a UUID or 400, so nothing path-like reaches the database or the disk. */
export function pathId(value: string): string {
  const parsed = submissionId.safeParse(value);
  if (!parsed.success) throw badRequest(SUBMISSION_ERRORS.badId);
  return parsed.data.toLowerCase();
}

export function resumeUploadRoute(kind: FileKind) {
  return route<WithId>(async (request, { params }) => {
    await guardPublicPost(request, `${kind}-upload`);
    const id = pathId((await params).id);
    // JSON instead of a file: the signed-in applicant's saved resume (lib/features/profile).
    if (/^application\/json\b/i.test(request.headers.get("content-type") ?? "")) {
      await readJson(request, savedResumeRequest);
      await attachSavedResume(kind, id, request);
    } else {
      await attachResume(kind, id, request);
    }
    return json({ message: SUBMITTED_MESSAGE, id });
  });
}

/**
 * POST /api/jobs/<slug>/apply: JSON for the page's script; a form sent without JavaScript gets a
 * 303 back to the job's page, which shows the answer (?applied=1 or ?apply-error=<problem>).
 */
export function quickApplyRoute() {
  return route<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
    const { slug } = await params;
    if (!isNavigation(request)) {
      const { id, title, notice } = await quickApply(request, slug);
      return json({ message: notice ?? QUICK_APPLY_TEXT.sent(title), id });
    }
    const page = JOB_SLUG.test(slug) ? jobPath(slug) : JOBS_PATH;
    try {
      await quickApply(request, slug);
      return redirectTo(`${page}?applied=1#${QUICK_APPLY_TEXT.id}`);
    } catch (error) {
      return redirectTo(`${page}?apply-error=${formProblem(errorAnswer(error).status)}#${QUICK_APPLY_TEXT.id}`);
    }
  });
}
