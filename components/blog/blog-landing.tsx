// A blog area's landing, rendered on the server from its URL: hero search, recent carousel,
// the filtered card grid, the popular list with its filters, and the call to write.
import { Link } from "@/components/ui/link";
import {
  areaPath,
  createPath,
  explorePath,
  FILTER_KEYWORDS,
  parseKeyword,
  type BlogArea,
} from "@/lib/content/blog-areas";
import { exploreHref, GRID_ID, POPULAR_ID } from "@/lib/features/blog/landing-url";
import { normaliseSearch, popularPosts, recentPosts, searchPosts } from "@/lib/features/blog/queries";
import { BLOG_AREA_COPY, BLOG_TEXT } from "@/lib/content/blog";
import { CAROUSEL_ICONS, SEARCH_ICON } from "@/components/ui/control-icons";
import { BlogCard } from "./blog-card";
import { HeroSearch } from "./hero-search";
import { PhonePager } from "./phone-pager";
import { PopularFilter } from "./popular-filter";
import { PopularList } from "./popular-list";
import { RecentCarousel } from "./recent-carousel";
import { ButtonLink } from "@/components/ui/button-link";

export type LandingSearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function BlogLanding({ area, searchParams }: { area: BlogArea; searchParams: LandingSearchParams }) {
  const params = await searchParams;
  const q = normaliseSearch(first(params.q));
  const title = normaliseSearch(first(params.title));
  const keyword = title ? null : parseKeyword(first(params.keyword));
  const [recent, grid, popular] = await Promise.all([
    recentPosts(area),
    searchPosts(area, q),
    popularPosts(area, { title, keyword }),
  ]);
  const copy = BLOG_AREA_COPY[area];
  const base = areaPath(area);
  const now = new Date();
  const card = (post: (typeof recent)[number], index = 99) => (
    <BlogCard key={post.id} card={post} now={now} eagerImage={index === 0} />
  );
  const sectionClass = "mx-auto max-w-7xl scroll-mt-20 px-4 py-14";

  return (
    <>
      <section className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-14 md:py-20">
          <h1 className="text-4xl font-bold tracking-tight md:text-5xl">{copy.heroTitle}</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{copy.heroText}</p>
          <HeroSearch
            base={base}
            q={q}
            keep={{ title, keyword }}
            text={{
              label: BLOG_TEXT.searchLabel,
              placeholder: BLOG_TEXT.searchPlaceholder,
              button: BLOG_TEXT.searchButton,
            }}
            icon={SEARCH_ICON}
          />
        </div>
      </section>

      <section aria-labelledby="recent-heading" className={sectionClass}>
        <h2 id="recent-heading" className="text-3xl font-bold tracking-tight">
          {BLOG_TEXT.recentTitle(copy.name)}
        </h2>
        <div className="mt-6">
          {recent.length === 0 ? (
            <p className="text-lg font-semibold">{BLOG_TEXT.noBlogs}</p>
          ) : (
            <RecentCarousel
              label={BLOG_TEXT.recentTitle(copy.name)}
              items={recent.map((post, index) => card(post, index))}
              text={{
                previous: BLOG_TEXT.previousBlog,
                next: BLOG_TEXT.nextBlog,
                more: BLOG_TEXT.exploreMorePhone,
                less: BLOG_TEXT.showLess,
              }}
              icons={CAROUSEL_ICONS}
            />
          )}
        </div>
      </section>

      <section id={GRID_ID} aria-labelledby="all-blogs-heading" className="scroll-mt-20 bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-14">
          <h2 id="all-blogs-heading" className="text-3xl font-bold tracking-tight">
            {BLOG_TEXT.allTitle}
          </h2>
          <p role="status" className="mt-2 text-muted-foreground">
            {BLOG_TEXT.resultCount(grid.cards.length, grid.total, q)}
          </p>
          {q && grid.total > grid.cards.length && (
            <Link
              href={exploreHref(explorePath(area), { q })}
              className="mt-2 inline-block font-semibold text-primary underline"
            >
              {BLOG_TEXT.seeAllMatches(grid.total)}
            </Link>
          )}
          <div className="mt-6">
            {grid.cards.length === 0 ? (
              <p className="text-lg font-semibold">{BLOG_TEXT.noBlogs}</p>
            ) : (
              <PhonePager
                key={q}
                items={grid.cards.map((post) => card(post))}
                text={{ previous: BLOG_TEXT.previousPage, next: BLOG_TEXT.nextPage }}
              />
            )}
          </div>
          <div className="mt-8">
            <ButtonLink href={explorePath(area)}>
              {BLOG_TEXT.exploreMore} <span className="sr-only">&nbsp;{copy.name} blogs</span>
            </ButtonLink>
          </div>
        </div>
      </section>

      <section id={POPULAR_ID} aria-labelledby="popular-heading" className={sectionClass}>
        <h2 id="popular-heading" className="text-3xl font-bold tracking-tight">
          {BLOG_TEXT.popularTitle(copy.name)}
        </h2>
        <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_2fr]">
          <PopularFilter
            base={base}
            q={q}
            title={title}
            keyword={keyword}
            keywords={FILTER_KEYWORDS}
            text={{
              searchLabel: BLOG_TEXT.popularSearchLabel,
              placeholder: BLOG_TEXT.popularSearchPlaceholder,
              keywordsLabel: BLOG_TEXT.keywordsLabel,
            }}
          />
          <PopularList posts={popular} />
        </div>
      </section>

      <section aria-labelledby="passion-heading" className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="passion-heading" className="text-3xl font-bold tracking-tight">
              {BLOG_TEXT.passionTitle}
            </h2>
            <p className="mt-2 text-lg">{BLOG_TEXT.passionText}</p>
          </div>
          <Link
            href={createPath(area)}
            className="self-start rounded-md bg-background px-5 py-3 font-semibold text-foreground md:self-auto"
          >
            {BLOG_TEXT.createBlog}
          </Link>
        </div>
      </section>
    </>
  );
}
