// POST /api/account/posts (a new post), /api/account/posts/<id> (one of the account's own) and its /delete:
// same origin and the per-IP limit, a signed-in account, the draft's schema, then one save. A
// submission also counts against the per-address limit the Create a Blog form uses, since it
// mails the operator.
import "server-only";
import { errorAnswer, formProblem, isNavigation, json, notFound, redirectTo } from "../../core/http";
import { guardPublicPost } from "../../core/public-post";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { readJsonOrForm } from "../../core/request";
import { WRITER_ANSWERS, WRITER_PATHS, WRITER_TEXT, writerProblemOf } from "../../content/blog-writing";
import { blogDraftSchema, type BlogDraft } from "../../validation/blog-draft";
import type { StoredImage } from "./image";
import { requireUserApi } from "../auth";
import { withEditorForm } from "./editor";
import { deleteWriterDraft, saveWriterPost } from "./writer";
import { addressCapKey } from "../../validation/email";

/**
 * The text fields together: a 20,000-character body is at most 80 KB of UTF-8, and at most 240 KB
 * as a form post without JavaScript (each byte of a non-ASCII character escaped as %XX).
 */
const MAX_BODY_BYTES = 256 * 1024;
const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function save(request: Request, id: string | null) {
  const ip = await guardPublicPost(request, "blog-writer");
  const user = await requireUserApi(request);
  if (id !== null && !POST_ID.test(id)) throw notFound(WRITER_TEXT.unknown);
  const write = async (input: BlogDraft, cover: StoredImage | null) => {
    if (input.intent === "submit") await enforceRateLimit([{ key: `blog:email:${addressCapKey(user.email)}`, rule: RATE_RULES.perEmail }]);
    return saveWriterPost(user, id, input, ip, cover);
  };
  // With a cover the editor sends multipart, read as the operator's editor reads its cover.
  if (/^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "")) return withEditorForm(request, blogDraftSchema, write);
  return write(await readJsonOrForm(request, blogDraftSchema, MAX_BODY_BYTES), null);
}

/**
 * The handler's work, after `route` (app/api/account/posts/…/route.ts) has taken over its errors.
 * The editor's script gets JSON; its form posted without JavaScript lands back on the editor,
 * which shows the saved post and what happened (?saved=<answer> or ?problem=<key>).
 */
export async function writerPost(request: Request, id: string | null): Promise<Response> {
  if (!isNavigation(request)) {
    const saved = await save(request, id);
    return json(saved, id ? 200 : 201);
  }
  const editor = id && POST_ID.test(id) ? WRITER_PATHS.post(id) : WRITER_PATHS.new;
  try {
    const saved = await save(request, id);
    const answer = (Object.keys(WRITER_ANSWERS) as (keyof typeof WRITER_ANSWERS)[]).find((key) => WRITER_ANSWERS[key] === saved.message);
    return redirectTo(`${WRITER_PATHS.post(saved.id)}?saved=${answer ?? "save"}`);
  } catch (error) {
    const { status } = errorAnswer(error);
    if (status === 401) return redirectTo(`/login?next=${encodeURIComponent(editor)}`);
    return redirectTo(`${editor}?problem=${writerProblemOf(status === 409 ? "locked" : formProblem(status))}`);
  }
}

/** POST /api/account/posts/<id>/delete: a form post from the list (no JavaScript needed), back to it. */
export async function writerDelete(request: Request, id: string): Promise<Response> {
  await guardPublicPost(request, "blog-writer");
  const user = await requireUserApi(request);
  if (!POST_ID.test(id)) throw notFound(WRITER_TEXT.unknown);
  await deleteWriterDraft(user.id, id);
  return isNavigation(request) ? redirectTo(WRITER_PATHS.deleted) : json({ message: WRITER_TEXT.deleted });
}
