import { Link } from "@/components/ui/link";
import { BLOG_KEYWORDS, explorePath, type BlogArea, type BlogKeyword } from "@/lib/content/blog-areas";
import { exploreHref } from "@/lib/features/blog/landing-url";
import type { ExplorePage } from "@/lib/features/blog/queries";
import { BLOG_AREA_COPY, BLOG_TEXT } from "@/lib/content/blog";
import { BlogCard } from "./blog-card";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/ui/form-field";
import { SelectField } from "@/components/ui/select-field";

type Filter = { q: string; keyword: BlogKeyword | null };

/** 'Welcome to the Blog': the area's published posts matching the filter, a page at a time. */
export function ExploreList({ area, filter, result }: { area: BlogArea; filter: Filter; result: ExplorePage }) {
  const { cards, page, pages, total } = result;
  const now = new Date();
  const base = explorePath(area);
  const href = (n: number) => exploreHref(base, { ...filter, page: n });
  const filtered = Boolean(filter.q || filter.keyword);
  const pager = "rounded-md border border-border px-5 py-2 font-semibold hover:bg-muted";
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{BLOG_TEXT.exploreTitle}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{BLOG_TEXT.exploreIntro(BLOG_AREA_COPY[area].name)}</p>
      <form
        role="search"
        aria-label={BLOG_TEXT.exploreFilterLabel}
        method="get"
        action={base}
        className="mt-6 flex flex-wrap items-end gap-3"
      >
        <SearchField
          id="explore-q"
          label={BLOG_TEXT.exploreSearchLabel}
          defaultValue={filter.q}
          frameClassName="min-w-56 flex-1"
        />
        <SelectField
          id="explore-keyword"
          label={BLOG_TEXT.exploreKeywordLabel}
          name="keyword"
          defaultValue={filter.keyword ?? ""}
          options={[
            { value: "", label: BLOG_TEXT.allKeywords },
            ...BLOG_KEYWORDS.map((keyword) => ({ value: keyword, label: keyword })),
          ]}
        />
        <Button type="submit" className="px-5">
          {BLOG_TEXT.exploreFilterButton}
        </Button>
        {filtered && (
          <Link href={base} className="py-2 font-semibold text-primary underline">
            {BLOG_TEXT.exploreClear}
          </Link>
        )}
      </form>
      {filtered && (
        <p role="status" className="mt-4 text-muted-foreground">
          {BLOG_TEXT.exploreMatches(total)}
        </p>
      )}
      <h2 className="mt-8 text-2xl font-bold tracking-tight">{BLOG_TEXT.explorePostsTitle}</h2>
      {cards.length === 0 ? (
        <p className="mt-4 text-lg font-semibold">{BLOG_TEXT.noBlogs}</p>
      ) : (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
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
