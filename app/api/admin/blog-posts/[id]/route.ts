import { isRecordId } from "@/lib/features/admin/lists";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { updateBlogPost, withEditorForm } from "@/lib/features/blog/editor";
import { announceOnPublish, postAdminPath } from "@/lib/features/newsletter/routes";
import { getBlogPostForReview, PostChanged, publishBlogPost, rejectBlogPost, unpublishBlogPost } from "@/lib/features/blog/moderation";
import { ADMIN_AREA, MODERATION_TEXT, type MODERATION_REFUSED } from "@/lib/content/admin";
import { conflict, isNavigation, notFound, redirectTo, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { blogModerationSchema } from "@/lib/validation/admin";
import { blogPostEditSchema } from "@/lib/validation/blog-editor";

type Context = { params: Promise<{ id: string }> };

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");
const back = (id: string, saved: string) => `${postAdminPath(id)}?saved=${saved}`;

async function moderate(request: Request, id: string): Promise<Response> {
  const operator = await requireOperatorApi(request);
  if (!isRecordId(id)) throw notFound(MODERATION_TEXT.unknownPost);
  const post = await getBlogPostForReview(id);
  if (!post) throw notFound(MODERATION_TEXT.unknownPost);
  if (isMultipart(request)) {
    const { action, announced } = await withEditorForm(request, blogPostEditSchema, async (input, cover) => {
      if (input.action === "save") {
        await updateBlogPost(id, input, cover, input.version);
        return { action: input.action, announced: null };
      }
      // A second click must not mail the submitter twice.
      if (post.status === "published") throw conflict(MODERATION_TEXT.alreadyPublished);
      const { announced } = await announceOnPublish({ operator, request, returnTo: postAdminPath(id) }, input, async () => {
        const saved = await updateBlogPost(id, input, cover, input.version);
        return publishBlogPost(id, saved.updatedAt);
      });
      return { action: input.action, announced };
    });
    const published = action === "publish";
    if (published) await recordAudit(operator, "blog-publish", { kind: "blog-submissions", id });
    const saved = published ? (announced ? `published&campaign=${encodeURIComponent(announced)}` : "published") : "1";
    return answer(request, back(id, saved), { message: published ? MODERATION_TEXT.published : ADMIN_AREA.saved, id, announced });
  }
  const { action, reason, version } = await readJsonOrForm(request, blogModerationSchema);
  if (action === "publish" && post.status === "published") throw conflict(MODERATION_TEXT.alreadyPublished);
  if (action === "reject" && post.status === "rejected") throw conflict(MODERATION_TEXT.alreadyRejected);
  // Taking a post down is not a rejection: it goes back to its writer, who may revise and resubmit it.
  if (action === "unpublish" && post.status !== "published") throw conflict(MODERATION_TEXT.notPublished);
  const saved = await MODERATIONS[action].act(id, reason, version);
  await recordAudit(operator, MODERATIONS[action].audit, { kind: "blog-submissions", id });
  return answer(request, back(id, saved.status), { message: MODERATIONS[action].message, id, status: saved.status, rejectReason: saved.rejectReason });
}

/** The review page's three plain forms: what each does, how the trail names it, what the operator reads. */
const MODERATIONS = {
  publish: { act: (id: string, _reason: string | undefined, version?: Date) => publishBlogPost(id, version), audit: "blog-publish", message: MODERATION_TEXT.published },
  reject: { act: rejectBlogPost, audit: "blog-reject", message: MODERATION_TEXT.rejected },
  unpublish: { act: (id: string, reason: string | undefined, version?: Date) => unpublishBlogPost(id, reason ?? "", version), audit: "blog-unpublish", message: MODERATION_TEXT.unpublished },
} as const;

// Publishes, rejects or unpublishes (takes down) a blog submission, from its detail page's forms (or a script's JSON). A
// multipart body comes from the editor: it saves the post, or sets its keywords, popular flag
// and cover and then publishes it. The pages' forms carry the version of the post they were made
// from: a post its writer changed since is neither published, rejected nor overwritten (409), and
// a form is sent back to the post's page, which says so and shows the post as it is now.
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const { id } = await params;
  try {
    return await moderate(request, id);
  } catch (error) {
    const refused: keyof typeof MODERATION_REFUSED = "changed";
    if (error instanceof PostChanged && isNavigation(request)) return redirectTo(`${postAdminPath(id)}?refused=${refused}`);
    throw error;
  }
});
