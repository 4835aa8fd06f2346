// POST /api/account/posts (a new post), /api/account/posts/<id> (one of the account's own) and its /delete:
// same origin and the per-IP limit, a signed-in account, the draft's schema, then one save. A
// submission also counts against the per-address limit the Create a Blog form uses, since it
// mails the operator.
import "server-only";
import { isNavigation, json, notFound, redirectTo } from "../../core/http";
import { guardPublicPost } from "../../core/public-post";
import { enforceRateLimit, RATE_RULES } from "../../core/rate-limit";
import { readJson } from "../../core/request";
import { WRITER_PATHS, WRITER_TEXT } from "../../content/blog-writing";
import { blogDraftSchema } from "../../validation/blog-draft";
import { requireUserApi } from "../auth";
import { deleteWriterDraft, saveWriterPost } from "./writer";
import { addressCapKey } from "../../validation/email";

/** The text fields together: a 20,000-character body is at most 80 KB of UTF-8. */
const MAX_BODY_BYTES = 128 * 1024;
const POST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The handler's work, after `route` (app/api/account/posts/…/route.ts) has taken over its errors. */
export async function writerPost(request: Request, id: string | null): Promise<Response> {
  const ip = await guardPublicPost(request, "blog-writer");
  const user = await requireUserApi(request);
  if (id !== null && !POST_ID.test(id)) throw notFound(WRITER_TEXT.unknown);
  const input = await readJson(request, blogDraftSchema, MAX_BODY_BYTES);
  if (input.intent === "submit") await enforceRateLimit([{ key: `blog:email:${addressCapKey(user.email)}`, rule: RATE_RULES.perEmail }]);
  const saved = await saveWriterPost(user, id, input, ip);
  return json(saved, id ? 200 : 201);
}

/** POST /api/account/posts/<id>/delete: a form post from the list (no JavaScript needed), back to it. */
export async function writerDelete(request: Request, id: string): Promise<Response> {
  await guardPublicPost(request, "blog-writer");
  const user = await requireUserApi(request);
  if (!POST_ID.test(id)) throw notFound(WRITER_TEXT.unknown);
  await deleteWriterDraft(user.id, id);
  return isNavigation(request) ? redirectTo(WRITER_PATHS.deleted) : json({ message: WRITER_TEXT.deleted });
}
