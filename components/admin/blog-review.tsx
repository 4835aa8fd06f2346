import { BlogImage } from "@/components/blog/blog-image";
import { PostBody } from "@/components/blog/post-body";
import type { BlogReview } from "@/lib/features/admin/lists/types";
import { MODERATION_TEXT } from "@/lib/content/admin";
import { BLOG_TEXT } from "@/lib/content/blog";
import { BLOG_EDITOR_TEXT } from "@/lib/content/admin-blog";
import { REJECT_REASON_MAX } from "@/lib/validation/admin";
import { AnnounceOnPublish, AnnouncePost, type OperatorZone } from "./announce-fields";
import { BlogTagFields } from "./blog-editor";
import { Button } from "@/components/ui/button";
import { UploadForm } from "@/components/ui/upload-form";
import { controlClass } from "@/components/ui/control-class";

/** The post as its page would show it, through the page's own body renderer. */
export function BlogPreview({ post }: { post: BlogReview }) {
  return (
    <article className="space-y-4">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{post.areaName}</p>
      <h3 className="text-2xl font-bold tracking-tight break-words">{post.title}</h3>
      <p className="text-muted-foreground">{BLOG_TEXT.writtenBy(post.authorName)}</p>
      <BlogImage image={post.image} eager sizes="wide" className="rounded-xl" />
      <PostBody format={post.format} body={post.body} gap="space-y-4" className="leading-relaxed" />
    </article>
  );
}

/** Publish (and announce), reject a waiting post, unpublish a published one: plain form posts, answered with a redirect back to the submission. */
export function ModerationForms({ action, post, zone }: { action: string; post: BlogReview; zone: OperatorZone }) {
  return (
    <div className="space-y-6">
      {post.publicPath && (
        <p>
          <a href={post.publicPath} className="font-semibold text-primary underline">
            {MODERATION_TEXT.viewLive}
          </a>
        </p>
      )}
      <p>
        <a href={`/admin/blog-posts/${post.id}`} className="font-semibold text-primary underline">
          {BLOG_EDITOR_TEXT.editLink}
        </a>
      </p>
      {post.status === "published" && (
        <AnnouncePost postId={post.id} areaTitle={post.areaTitle} announcement={post.announcement} {...zone} />
      )}
      {post.status !== "published" && (
        <UploadForm action={action} className="space-y-4">
          <input type="hidden" name="action" value="publish" />
          <input type="hidden" name="version" value={post.version} />
          <p className="text-sm text-muted-foreground">{BLOG_EDITOR_TEXT.publishWithTags}</p>
          <BlogTagFields keywords={post.keywords} popular={post.popular} hasCover={post.image !== null} />
          <AnnounceOnPublish areaTitle={post.areaTitle} {...zone} />
          <Button type="submit">{MODERATION_TEXT.publish}</Button>
        </UploadForm>
      )}
      {(post.status === "pending" || post.status === "unpublished") && (
        <ReasonForm
          action={action}
          post={post}
          name="reject"
          label={MODERATION_TEXT.reason}
          hint={MODERATION_TEXT.reasonHint}
          submit={MODERATION_TEXT.reject}
        />
      )}
      {post.status === "published" && (
        <ReasonForm
          action={action}
          post={post}
          name="unpublish"
          label={MODERATION_TEXT.unpublishReason}
          hint={MODERATION_TEXT.unpublishHint}
          submit={MODERATION_TEXT.unpublish}
          required
        />
      )}
    </div>
  );
}

type ReasonProps = {
  action: string;
  post: BlogReview;
  name: "reject" | "unpublish";
  label: string;
  hint: string;
  submit: string;
  required?: boolean;
};

/** Reject (a reason optional) or Unpublish (a reason required): a reason mailed to the writer, then the button. */
function ReasonForm({ action, post, name, label, hint, submit, required = false }: ReasonProps) {
  const id = `${name}-reason`;
  return (
    <form method="post" action={action} className="space-y-3">
      <input type="hidden" name="action" value={name} />
      <input type="hidden" name="version" value={post.version} />
      <div>
        <label htmlFor={id} className="block font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint} At most {REJECT_REASON_MAX} characters.
        </p>
        <textarea
          id={id}
          name="reason"
          rows={4}
          required={required}
          maxLength={REJECT_REASON_MAX}
          aria-describedby={`${id}-hint`}
          className={controlClass}
        />
      </div>
      <Button type="submit" variant="outline">
        {submit}
      </Button>
    </form>
  );
}
