import { answer } from "@/lib/core/handler";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { createBlogPost, withEditorForm } from "@/lib/features/blog/editor";
import { announceOnPublish } from "@/lib/features/newsletter/routes";
import { MODERATION_TEXT } from "@/lib/content/admin";
import { postPath } from "@/lib/content/blog-areas";
import { route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { newBlogPostSchema } from "@/lib/validation/blog-editor";

// The operator's new post (multipart, with an optional cover), published at once, and announced
// to its area's subscribers when the operator ticked that.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi(request);
  const { post, announced } = await withEditorForm(request, newBlogPostSchema, (input, cover) =>
    announceOnPublish({ operator, request, returnTo: "/admin/blog-posts/new" }, input, () => createBlogPost(input, cover)),
  );
  const saved = announced ? `published&campaign=${encodeURIComponent(announced)}` : "published";
  return answer(request, `/admin/blog-submissions/${post.id}?saved=${saved}`, { message: MODERATION_TEXT.published, ...post, path: postPath(post.area, post.slug), announced });
});
