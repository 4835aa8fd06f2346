import { postPath } from "@/lib/content/blog-areas";
import { TitleLink } from "@/components/ui/title-link";
import type { BlogCard } from "@/lib/features/blog/queries";
import { monthYear } from "@/lib/features/blog/text";
import { BLOG_TEXT } from "@/lib/content/blog";
import { BlogImage } from "./blog-image";

/** 'Popular ... Post' items: image, heading, description, month and year, keywords. */
export function PopularList({ posts }: { posts: BlogCard[] }) {
  if (posts.length === 0) return <p className="mt-6 text-lg font-semibold">{BLOG_TEXT.noBlogs}</p>;
  return (
    <ul aria-live="polite" className="mt-6 space-y-5">
      {posts.map((post) => (
        <li key={post.id} className="grid grid-cols-[7rem_1fr] gap-4 sm:grid-cols-[10rem_1fr]">
          <BlogImage image={post.image} sizes="thumb" className="rounded-lg" />
          <div>
            <TitleLink href={postPath(post.area, post.slug)} className="font-semibold leading-snug">
              {post.title}
            </TitleLink>
            <p className="mt-1 text-sm text-muted-foreground">{post.excerpt}</p>
            <p className="mt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
              <time dateTime={post.publishedAt.toISOString()}>{monthYear(post.publishedAt)}</time>
              {post.keywords.length > 0 && <span> · {post.keywords.join(", ")}</span>}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
