import Link from "next/link";
import { explorePath, type BlogArea } from "@/lib/content/blog-areas";
import type { ExplorePage } from "@/lib/features/blog/queries";
import { BLOG_AREA_COPY, BLOG_TEXT } from "@/lib/content/blog";
import { BlogCard } from "./blog-card";

/** 'Welcome to the Blog': every published post of the area, a page at a time. */
export function ExploreList({ area, result }: { area: BlogArea; result: ExplorePage }) {
  const { cards, page, pages } = result;
  const now = new Date();
  const href = (n: number) => (n <= 1 ? explorePath(area) : `${explorePath(area)}?page=${n}`);
  const pager = "rounded-md border border-border px-5 py-2 font-semibold hover:bg-muted";
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{BLOG_TEXT.exploreTitle}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{BLOG_TEXT.exploreIntro(BLOG_AREA_COPY[area].name)}</p>
      {cards.length === 0 ? (
        <p className="mt-8 text-lg font-semibold">{BLOG_TEXT.noBlogs}</p>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.id}>
              <BlogCard card={card} now={now} eagerImage={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <nav aria-label={BLOG_TEXT.paginationLabel} className="mt-10 flex items-center justify-between gap-4">
        {page > 1 ? (
          <Link href={href(page - 1)} rel="prev" className={pager}>
            {BLOG_TEXT.previousPage}
          </Link>
        ) : (
          <span />
        )}
        <p>{BLOG_TEXT.pageOf(page, pages)}</p>
        {page < pages ? (
          <Link href={href(page + 1)} rel="next" className={pager}>
            {BLOG_TEXT.nextPage}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </section>
  );
}
