// The writer's editor posts to /api/account/posts (a new post), /api/account/posts/<id> (one of the
// account's own) and its /delete. The body comes as JSON, as a form posted without JavaScript, or
// as multipart with a cover, so it is read here rather than by the handler's spec. A submission
// also counts against the per-address limit the Create a Blog form uses, since it mails the operator.
import "server-only";
import { DomainError, notFound, type FormProblem } from "../../core/errors";
import type { Failure } from "../../core/handler";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { readJsonOrForm } from "../../core/request";
import { WRITER_ANSWERS, WRITER_PATHS, WRITER_TEXT, writerProblemOf } from "../../content/blog-writing";
import { blogDraftSchema, type BlogDraft } from "../../validation/blog-draft";
import type { StoredImage } from "./image";
import type { SessionUser } from "../auth";
import { withEditorForm } from "./editor";
import { deleteWriterDraft, saveWriterPost } from "./writer";
import { addressCapKey } from "../../validation/email";

/** The rate-limit scope of the editor's posts. */
export const WRITER_SCOPE = "blog-writer";

/**
 * The text fields together: a 20,000-character body is at most 80 KB of UTF-8, and at most 240 KB
 * as a form post without JavaScript (each byte of a non-ASCII character escaped as %XX).
 */
const MAX_BODY_BYTES = 256 * 1024;
const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function assertPostId(id: string): void {
  if (!POST_ID.test(id)) throw notFound(WRITER_TEXT.unknown);
}

/** Saves the request's post as the writer's: a new one when `id` is null, else one of the writer's own. */
export async function saveFromEditor(request: Request, user: SessionUser, id: string | null, ip: string) {
  if (id !== null) assertPostId(id);
  const write = async (input: BlogDraft, cover: StoredImage | null) => {
    if (input.intent === "submit") {
      await enforceRateLimit([{ key: `blog:email:${addressCapKey(user.email)}`, rule: RATE_RULES.perEmail }]);
    }
    return saveWriterPost(user, id, input, ip, cover);
  };
  // With a cover the editor sends multipart, read as the operator's editor reads its cover.
  const multipart = /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");
  if (multipart) return withEditorForm(request, blogDraftSchema, write);
  return write(await readJsonOrForm(request, blogDraftSchema, MAX_BODY_BYTES), null);
}

/** Deletes one of the writer's drafts (a form post from the list: no JavaScript needed). */
export async function deleteFromList(user: SessionUser, id: string): Promise<void> {
  assertPostId(id);
  await deleteWriterDraft(user.id, id);
}

/** Where the editor's form, posted without JavaScript, lands once saved: the post, saying what happened. */
export function savedPage(saved: { id: string; message: string }): string {
  const keys = Object.keys(WRITER_ANSWERS) as (keyof typeof WRITER_ANSWERS)[];
  const answer = keys.find((key) => WRITER_ANSWERS[key] === saved.message);
  return `${WRITER_PATHS.post(saved.id)}?saved=${answer ?? "save"}`;
}

/** ... and after a failure: the login (signed out meanwhile) on the way back, else the editor with the problem. */
export function backToEditor(problem: FormProblem, params: { id?: string }, { error }: Failure): string {
  const editor = params.id && POST_ID.test(params.id) ? WRITER_PATHS.post(params.id) : WRITER_PATHS.new;
  const kind = error instanceof DomainError ? error.kind : null;
  if (kind === "unauthorised") return `/login?next=${encodeURIComponent(editor)}`;
  return `${editor}?problem=${writerProblemOf(kind === "conflict" ? "locked" : problem)}`;
}
