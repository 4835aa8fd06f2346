import Link from "next/link";
import { notFound } from "next/navigation";
import { BlogEditor } from "@/components/admin/blog-editor";
import { isRecordId } from "@/lib/features/admin/lists";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { getBlogPostForReview } from "@/lib/features/blog/moderation";
import { splitKeywords } from "@/lib/features/blog/text";
import { BLOG_EDITOR_TEXT } from "@/lib/content/admin-blog";

export const metadata = { title: BLOG_EDITOR_TEXT.editLink };

type Props = { params: Promise<{ id: string }> };

export default async function EditBlogPostPage({ params }: Props) {
  const { id } = await params;
  await requireOperatorPage(`/admin/blog-posts/${encodeURIComponent(id)}`);
  const post = isRecordId(id) ? await getBlogPostForReview(id) : null;
  if (!post) notFound();
  const editable = {
    id: post.id,
    version: String(post.updatedAt.getTime()),
    title: post.title,
    body: post.body,
    authorName: post.authorName,
    keywords: splitKeywords(post.keywords),
    popular: post.popular,
    hasCover: Boolean(post.imageKey ?? post.imagePath),
  };
  return (
    <div className="space-y-6">
      <div>
        <Link href={`/admin/blog-submissions/${post.id}`} className="text-sm font-medium text-primary hover:underline">
          ← {BLOG_EDITOR_TEXT.backToPost}
        </Link>
        <h1 className="mt-2 text-3xl font-bold break-words">{BLOG_EDITOR_TEXT.editTitle(post.title)}</h1>
        <p className="mt-2 text-muted-foreground">{BLOG_EDITOR_TEXT.editIntro}</p>
      </div>
      <BlogEditor post={editable} />
    </div>
  );
}
