import { Link } from "@/components/ui/link";
import { areaPath, authorPath, createPath, explorePath } from "@/lib/content/blog-areas";
import type { BlogPostView } from "@/lib/features/blog/queries";
import { authorSlug, longDate } from "@/lib/features/blog/text";
import { BLOG_AREA_COPY, BLOG_TEXT } from "@/lib/content/blog";
import { BlogImage } from "./blog-image";
import { PostBody } from "./post-body";
import { ButtonLink } from "@/components/ui/button-link";

/** One post: its heading, cover and body (./post-body.tsx says how a body is made safe). */
export function PostArticle({ post }: { post: BlogPostView }) {
  const copy = BLOG_AREA_COPY[post.area];
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">
        <Link href={areaPath(post.area)} className="hover:underline">
          {copy.title}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight md:text-5xl">{post.title}</h1>
      <p className="mt-4 flex flex-wrap gap-x-2 text-muted-foreground">
        <span>
          {BLOG_TEXT.writtenByLead}{" "}
          <Link
            href={authorPath(post.area, authorSlug(post.authorName))}
            className="font-medium text-foreground underline underline-offset-2 hover:no-underline"
          >
            {post.authorName}
          </Link>
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={post.publishedAt.toISOString()}>{longDate(post.publishedAt)}</time>
      </p>
      <BlogImage image={post.image} eager sizes="wide" className="mt-8 rounded-xl" />
      <PostBody format={post.format} body={post.body} gap="space-y-5" className="mt-8 text-lg leading-relaxed" />
      {post.keywords.length > 0 && (
        <ul aria-label="Keywords" className="mt-8 flex flex-wrap gap-2">
          {post.keywords.map((keyword) => (
            <li key={keyword} className="rounded-full border border-border px-3 py-1 text-sm font-semibold">
              {keyword}
            </li>
          ))}
        </ul>
      )}
      <nav aria-label="More from this blog" className="mt-12 flex flex-wrap gap-3 border-t border-border pt-8">
        <Link
          href={areaPath(post.area)}
          className="rounded-md border border-border px-5 py-3 font-semibold hover:bg-muted"
        >
          {BLOG_TEXT.backToArea(copy.name)}
        </Link>
        <Link
          href={explorePath(post.area)}
          className="rounded-md border border-border px-5 py-3 font-semibold hover:bg-muted"
        >
          {BLOG_TEXT.exploreMore} <span className="sr-only">&nbsp;{copy.name} blogs</span>
        </Link>
        <ButtonLink href={createPath(post.area)}>{BLOG_TEXT.createBlog}</ButtonLink>
      </nav>
    </article>
  );
}
