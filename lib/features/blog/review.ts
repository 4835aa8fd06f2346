// The operator's posts from the operator area (POST /api/admin/blog-posts and /<id>): a new post
// published at once, and a post's review. The editor's multipart form (read, its cover streamed, by
// withEditorForm) saves a post, or sets its keywords, popular flag and cover and then publishes it;
// the page's three plain forms publish, reject or take it down. Publishing announces the post when
// the operator ticked that. Each change is in the audit trail.
import "server-only";
import { ADMIN_AREA, MODERATION_TEXT, type MODERATION_REFUSED } from "../../content/admin";
import { postPath } from "../../content/blog-areas";
import { conflict, notFound, type FormProblem } from "../../core/errors";
import { readJsonOrForm } from "../../core/request";
import { blogModerationSchema } from "../../validation/admin";
import { blogPostEditSchema, newBlogPostSchema } from "../../validation/blog-editor";
import { recordAudit } from "../audit";
import type { SessionUser } from "../auth";
import { announceOnPublish, postAdminPath } from "../newsletter";
import { createBlogPost, updateBlogPost, withEditorForm } from "./editor";
import { getBlogPostForReview, PostChanged, publishBlogPost, rejectBlogPost, unpublishBlogPost } from "./moderation";

/** Where a page's form goes and what a script is told. */
type Answer = { location: string; body: Record<string, unknown> };

const isMultipart = (request: Request) => /^multipart\/form-data\b/i.test(request.headers.get("content-type") ?? "");
const savedPage = (id: string, saved: string) => `${postAdminPath(id)}?saved=${saved}`;
const publishedAs = (announced: string | null) =>
  announced ? `published&campaign=${encodeURIComponent(announced)}` : "published";

/** The operator's new post, published at once (and announced when ticked). */
export async function publishNewPost(operator: SessionUser, request: Request): Promise<Answer> {
  const { post, announced } = await withEditorForm(request, newBlogPostSchema, (input, cover) =>
    announceOnPublish({ operator, request, returnTo: "/admin/blog-posts/new" }, input, () =>
      createBlogPost(input, cover),
    ),
  );
  const body = { message: MODERATION_TEXT.published, ...post, path: postPath(post.area, post.slug), announced };
  return { location: savedPage(post.id, publishedAs(announced)), body };
}

/** The review page's three plain forms: what each does, how the trail names it, what the operator reads. */
const MODERATIONS = {
  publish: {
    act: (id: string, _reason: string | undefined, version?: Date) => publishBlogPost(id, version),
    audit: "blog-publish",
    message: MODERATION_TEXT.published,
  },
  reject: { act: rejectBlogPost, audit: "blog-reject", message: MODERATION_TEXT.rejected },
  unpublish: {
    act: (id: string, reason: string | undefined, version?: Date) => unpublishBlogPost(id, reason ?? "", version),
    audit: "blog-unpublish",
    message: MODERATION_TEXT.unpublished,
  },
} as const;

/**
 * Saves, publishes, rejects or takes down a post. The pages' forms carry the version of the post
 * they were made from: a post its writer changed since is neither published, rejected nor
 * overwritten (409, PostChanged).
 */
export async function reviewPost(operator: SessionUser, request: Request, id: string): Promise<Answer> {
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
      const { announced } = await announceOnPublish(
        { operator, request, returnTo: postAdminPath(id) },
        input,
        async () => {
          const saved = await updateBlogPost(id, input, cover, input.version);
          return publishBlogPost(id, saved.updatedAt);
        },
      );
      return { action: input.action, announced };
    });
    const published = action === "publish";
    if (published) await recordAudit(operator, "blog-publish", { kind: "blog-submissions", id });
    const body = { message: published ? MODERATION_TEXT.published : ADMIN_AREA.saved, id, announced };
    return { location: savedPage(id, published ? publishedAs(announced) : "1"), body };
  }
  const { action, reason, version } = await readJsonOrForm(request, blogModerationSchema);
  if (action === "publish" && post.status === "published") throw conflict(MODERATION_TEXT.alreadyPublished);
  if (action === "reject" && post.status === "rejected") throw conflict(MODERATION_TEXT.alreadyRejected);
  // Taking a post down is not a rejection: it goes back to its writer, who may revise and resubmit it.
  if (action === "unpublish" && post.status !== "published") throw conflict(MODERATION_TEXT.notPublished);
  const saved = await MODERATIONS[action].act(id, reason, version);
  await recordAudit(operator, MODERATIONS[action].audit, { kind: "blog-submissions", id });
  const body = { message: MODERATIONS[action].message, id, status: saved.status, rejectReason: saved.rejectReason };
  return { location: savedPage(id, saved.status), body };
}

/** A handler's `back`: a page whose post changed meanwhile is shown the post as it is now, saying so. */
export function changedPostBack(_problem: FormProblem, params: Record<string, string>, { error }: { error: unknown }) {
  const refused: keyof typeof MODERATION_REFUSED = "changed";
  return error instanceof PostChanged ? `${postAdminPath(params.id ?? "")}?refused=${refused}` : null;
}
