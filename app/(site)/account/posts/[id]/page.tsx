import { notFound } from "next/navigation";
import { WriterPage } from "@/components/blog/pages/writer";
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { WRITER_META, WRITER_PATHS, WRITER_TEXT, writerNotice } from "@/lib/content/blog-writing";
import { requireUserPage } from "@/lib/features/auth/session";
import { writerPost } from "@/lib/features/blog/writer";

export const metadata = WRITER_META.editor;

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ saved?: string; problem?: string }> };

export default async function EditBlogPostPage({ params, searchParams }: Props) {
  const { id } = await params;
  const user = await requireUserPage(WRITER_PATHS.post(id));
  const post = await writerPost(user.id, id);
  if (!post) notFound();
  const { saved, problem } = await searchParams;
  const notice = writerNotice(saved, problem);
  if (!post.editable) {
    return (
      <PageHero title={post.title} text={notice?.kind === "success" ? notice.text : WRITER_TEXT.locked}>
        <ButtonLink href={WRITER_PATHS.list}>{WRITER_TEXT.back}</ButtonLink>
      </PageHero>
    );
  }
  const values = { area: post.area, blogTitle: post.title, blogContent: post.body, authorName: post.authorName };
  return (
    <WriterPage
      heading={WRITER_TEXT.editTitle}
      draft={{ id: post.id, status: post.status, values, hasCover: post.hasCover, reason: post.rejectReason }}
      notice={notice}
    />
  );
}
