import { Button } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { ACCOUNT_CELL, AccountTable } from "./account-table";
import { BLOG_AREA_COPY } from "@/lib/content/blog";
import { DRAFT, UNPUBLISHED } from "@/lib/content/blog-areas";
import { WRITER_PATHS, WRITER_STATUS_WORDS, WRITER_TEXT } from "@/lib/content/blog-writing";
import { formatDateTime } from "@/lib/features/admin/dates";
import type { WriterPostSummary } from "@/lib/features/blog/writer";

const COLUMNS = WRITER_TEXT.columns;
const cell = ACCOUNT_CELL;
const action = "rounded-md border border-border px-3 py-1 font-semibold hover:bg-muted";

/** A post's status as its writer reads it: a rejection or a takedown carries the operator's reason. */
function statusText(post: WriterPostSummary): string {
  if (post.status === UNPUBLISHED && post.rejectReason) return WRITER_TEXT.unpublishedWith(post.rejectReason);
  if (post.status !== "rejected") return WRITER_STATUS_WORDS[post.status];
  return post.rejectReason ? WRITER_TEXT.rejectedWith(post.rejectReason) : WRITER_TEXT.rejectedNoReason;
}

/** My blog posts: one row per post, with what can still be done with it. */
export function BlogPostsTable({ posts }: { posts: WriterPostSummary[] }) {
  if (posts.length === 0) return <p>{WRITER_TEXT.listEmpty}</p>;
  return (
    <AccountTable
      caption={WRITER_TEXT.listTitle}
      columns={[COLUMNS.title, COLUMNS.blog, COLUMNS.status, COLUMNS.changed, COLUMNS.action]}
    >
      {posts.map((post) => (
        <tr key={post.id}>
          <th scope="row" className={`${cell} font-medium break-words`}>
            {post.title}
          </th>
          <td className={cell}>{BLOG_AREA_COPY[post.area].name}</td>
          <td className={cell}>{statusText(post)}</td>
          <td className={cell}>{formatDateTime(post.updatedAt)}</td>
          <td className={cell}>
            {post.editable && (
              <Link href={WRITER_PATHS.post(post.id)} aria-label={WRITER_TEXT.editLabel(post.title)} className={action}>
                {WRITER_TEXT.edit}
              </Link>
            )}
            {post.status === DRAFT && (
              // A disclosure asks again before the draft goes: it needs no JavaScript.
              <details className="mt-2">
                <summary
                  aria-label={WRITER_TEXT.deleteDraftLabel(post.title)}
                  className="cursor-pointer font-semibold text-danger"
                >
                  {WRITER_TEXT.deleteDraft}
                </summary>
                <form method="post" action={WRITER_PATHS.deleteDraft(post.id)} className="mt-2">
                  <Button type="submit" variant="danger" className="px-3 py-1">
                    {WRITER_TEXT.deleteConfirm}
                  </Button>
                </form>
              </details>
            )}
            {post.publicPath && (
              <Link href={post.publicPath} aria-label={WRITER_TEXT.readLabel(post.title)} className={action}>
                {WRITER_TEXT.read}
              </Link>
            )}
          </td>
        </tr>
      ))}
    </AccountTable>
  );
}
