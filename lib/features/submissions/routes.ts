// The route handlers of the wizards' API, one shape per kind of request: a submission (JSON with
// the browser's id) and its resume (multipart, the id in the path).
import "server-only";
import { SUBMISSION_ERRORS, SUBMITTED_MESSAGE } from "../../content/messages/submissions";
import { badRequest, json, route } from "../../core/http";
import { guardPublicPost, readPublicPost } from "../../core/public-post";
import { submissionId } from "../../validation/wizard/fields";
import { attachResume, type FileKind } from "./attach";
import type { SubmissionDefinition } from "./definitions";
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
