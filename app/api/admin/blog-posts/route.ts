import { answer } from "@/lib/features/admin/request";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { createBlogPost, withEditorForm } from "@/lib/features/blog/editor";
import { MODERATION_TEXT } from "@/lib/content/admin";
import { postPath } from "@/lib/content/blog-areas";
import { route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { newBlogPostSchema } from "@/lib/validation/blog-editor";

// The operator's new post (multipart, with an optional cover), published at once.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  await requireOperatorApi(request);
  const post = await withEditorForm(request, newBlogPostSchema, createBlogPost);
  return answer(request, `/admin/blog-submissions/${post.id}?saved=published`, { message: MODERATION_TEXT.published, ...post, path: postPath(post.area, post.slug) });
});
