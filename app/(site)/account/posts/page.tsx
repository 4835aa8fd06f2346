import { BlogPostsTable } from "@/components/account/blog-posts-table";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { WRITER_META, WRITER_PATHS, WRITER_TEXT } from "@/lib/content/blog-writing";
import { requireUserPage } from "@/lib/features/auth/session";
import { writerPosts } from "@/lib/features/blog/writer";

export const metadata = WRITER_META.list;

type Props = { searchParams: Promise<{ deleted?: string }> };

export default async function MyBlogPostsPage({ searchParams }: Props) {
  const user = await requireUserPage(WRITER_PATHS.list);
  const { deleted } = await searchParams;
  const posts = await writerPosts(user.id);
  return (
    <>
      <PageHero title={WRITER_TEXT.listTitle} text={WRITER_TEXT.listIntro}>
        <ButtonLink href={WRITER_PATHS.new}>{WRITER_TEXT.newPost}</ButtonLink>
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 py-12">
        {deleted === "1" && (
          <p role="status" className="mb-6 text-success">
            {WRITER_TEXT.deleted}
          </p>
        )}
        <BlogPostsTable posts={posts} />
      </div>
    </>
  );
}
