import { isRecordId } from "@/lib/features/admin/lists";
import { answer, readJsonOrForm } from "@/lib/features/admin/request";
import { recordAudit } from "@/lib/features/audit";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { getBlogPostForReview, publishBlogPost, rejectBlogPost } from "@/lib/features/blog/moderation";
import { MODERATION_TEXT } from "@/lib/content/admin";
import { conflict, notFound, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { blogModerationSchema } from "@/lib/validation/admin";

type Context = { params: Promise<{ id: string }> };

// Publishes or rejects a blog submission, from its detail page's forms (or a script's JSON).
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi(request);
  const { id } = await params;
  if (!isRecordId(id)) throw notFound(MODERATION_TEXT.unknownPost);
  const { action, reason } = await readJsonOrForm(request, blogModerationSchema);
  const post = await getBlogPostForReview(id);
  if (!post) throw notFound(MODERATION_TEXT.unknownPost);
  // A second click must not mail the submitter twice.
  if (action === "publish" && post.status === "published") throw conflict(MODERATION_TEXT.alreadyPublished);
  if (action === "reject" && post.status === "rejected") throw conflict(MODERATION_TEXT.alreadyRejected);
  const saved = action === "publish" ? await publishBlogPost(id) : await rejectBlogPost(id, reason);
  await recordAudit(operator, action === "publish" ? "blog-publish" : "blog-reject", { kind: "blog-submissions", id });
  const message = action === "publish" ? MODERATION_TEXT.published : MODERATION_TEXT.rejected;
  return answer(request, `/admin/blog-submissions/${id}?saved=${saved.status}`, { message, id, status: saved.status, rejectReason: saved.rejectReason });
});
