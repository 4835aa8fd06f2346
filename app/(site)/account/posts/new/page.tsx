import { WriterPage } from "@/components/blog/pages/writer";
import { parseArea } from "@/lib/content/blog-areas";
import { WRITER_META, WRITER_PATHS, WRITER_TEXT, writerNotice } from "@/lib/content/blog-writing";
import { requireUserPage } from "@/lib/features/auth/session";

export const metadata = WRITER_META.editor;

type Props = { searchParams: Promise<{ area?: string; problem?: string }> };

export default async function NewBlogPostPage({ searchParams }: Props) {
  const user = await requireUserPage(WRITER_PATHS.new);
  const { area: asked, problem } = await searchParams;
  const area = parseArea(asked) ?? "business";
  const values = { area, blogTitle: "", blogContent: "", authorName: user.name };
  return (
    <WriterPage
      heading={WRITER_TEXT.newTitle}
      draft={{ id: null, status: "draft", values }}
      notice={writerNotice(undefined, problem)}
    />
  );
}
