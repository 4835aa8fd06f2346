import { AuthorBios } from "@/components/admin/author-bios";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { listAuthors } from "@/lib/features/blog/authors";
import { BLOG_AUTHORS_TEXT } from "@/lib/content/admin-blog";

export const metadata = { title: BLOG_AUTHORS_TEXT.title };

type Props = { searchParams: Promise<{ saved?: string }> };

export default async function BlogAuthorsPage({ searchParams }: Props) {
  await requireOperatorPage("/admin/blog-authors");
  const [authors, { saved }] = await Promise.all([listAuthors(), searchParams]);
  const savedAuthor = authors.find((author) => author.slug === saved);
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-bold">{BLOG_AUTHORS_TEXT.title}</h1>
        <p className="mt-2 max-w-3xl text-muted-foreground">{BLOG_AUTHORS_TEXT.intro}</p>
        {savedAuthor && (
          <p role="status" className="mt-3 font-semibold text-success">
            {BLOG_AUTHORS_TEXT.saved(savedAuthor.name)}
          </p>
        )}
      </div>
      <AuthorBios authors={authors} />
    </div>
  );
}
