import { postPath } from "@/lib/content/blog-areas";
import { TitleLink } from "@/components/ui/title-link";
import type { BlogCard as Card } from "@/lib/features/blog/queries";
import { relativeTime } from "@/lib/features/blog/text";
import { BLOG_TEXT } from "@/lib/content/blog";
import { BlogImage } from "./blog-image";

type Props = { card: Card; now: Date; eagerImage?: boolean };

/** A blog card: image, title (the link), the body cut to 100 characters, relative time, author. */
export function BlogCard({ card, now, eagerImage }: Props) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-background">
      <BlogImage image={card.image} eager={eagerImage} />
      <div className="flex flex-1 flex-col p-5">
        <TitleLink href={postPath(card.area, card.slug)} className="text-lg font-semibold leading-snug">
          {card.title}
        </TitleLink>
        <p className="mt-2 text-muted-foreground">{card.excerpt}</p>
        <p className="mt-auto flex flex-wrap gap-x-2 pt-4 text-sm text-muted-foreground">
          <time dateTime={card.publishedAt.toISOString()}>{relativeTime(card.publishedAt, now)}</time>
          <span aria-hidden="true">·</span>
          <span>{BLOG_TEXT.writtenBy(card.authorName)}</span>
        </p>
      </div>
    </article>
  );
}
