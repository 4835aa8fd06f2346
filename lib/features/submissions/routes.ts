// The route handlers of the wizards' API, one shape per kind of request: a submission (JSON with
// the browser's id) and its resume (multipart, the id in the path).
import "server-only";
import { SUBMISSION_ERRORS, SUBMITTED_MESSAGE } from "../../content/messages/submissions";
import { JOB_SLUG } from "../../validation/jobs";
import { jobPath, JOBS_PATH, QUICK_APPLY_TEXT, type QuickApplyProblem } from "../../content/jobs";
import { badRequest, errorAnswer, isNavigation, json, redirectTo, route } from "../../core/http";
import { guardPublicPost, readPublicPost } from "../../core/public-post";
import { submissionId } from "../../validation/wizard/fields";
import { attachResume, type FileKind } from "./attach";
import type { SubmissionDefinition } from "./definitions";
import { quickApply } from "./quick-apply";
import { saveSubmission } from "./save";

type WithId = { params: Promise<{ id: string }> };

export function submissionRoute<I extends { id?: string; firstName: string }>(definition: SubmissionDefinition<I>) {
  return route(async (request) => {
    const { input, ip } = await readPublicPost(request, definition.kind, definition.schema, { email: definition.email });
    const id = await saveSubmission(definition, input, ip);
    return json({ message: SUBMITTED_MESSAGE, id });
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
    await attachResume(kind, id, request);
    return json({ message: SUBMITTED_MESSAGE, id });
  });
}

/** What a form sent without JavaScript is told on the job's page, by the status of the failure. */
function problemOf(status: number): QuickApplyProblem {
  if (status === 400 || status === 422) return "invalid";
  if (status === 410) return "gone";
  if (status === 413) return "too-large";
  if (status === 415) return "type";
  if (status === 429) return "limit";
  return "failed";
}

/**
 * POST /api/jobs/<slug>/apply: JSON for the page's script; a form sent without JavaScript gets a
 * 303 back to the job's page, which shows the answer (?applied=1 or ?apply-error=<problem>).
 */
export function quickApplyRoute() {
  return route<{ params: Promise<{ slug: string }> }>(async (request, { params }) => {
    const { slug } = await params;
    if (!isNavigation(request)) {
      const { id, title } = await quickApply(request, slug);
      return json({ message: QUICK_APPLY_TEXT.sent(title), id });
    }
    const page = JOB_SLUG.test(slug) ? jobPath(slug) : JOBS_PATH;
    try {
      await quickApply(request, slug);
      return redirectTo(`${page}?applied=1#${QUICK_APPLY_TEXT.id}`);
    } catch (error) {
      return redirectTo(`${page}?apply-error=${problemOf(errorAnswer(error).status)}#${QUICK_APPLY_TEXT.id}`);
    }
  });
}
