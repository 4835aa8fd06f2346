// 'Welcome to the Blog': every published post of an area, a page at a time, searchable and
// filterable by keyword through its URL (a plain GET form: it works without JavaScript).
import type { Metadata } from "next";
import { explorePath, parseKeyword, type BlogArea } from "@/lib/content/blog-areas";
import { explorePosts, normaliseSearch } from "@/lib/features/blog/queries";
import { BLOG_AREA_COPY, BLOG_TEXT } from "@/lib/content/blog";
import { pageMetadata } from "@/lib/core/page-metadata";
import type { LandingSearchParams } from "../blog-landing";
import { ExploreList } from "../explore-list";
import { withFeeds } from "./feeds";

export function exploreMetadata(area: BlogArea): Metadata {
  const copy = BLOG_AREA_COPY[area];
  return withFeeds(
    pageMetadata({
      path: explorePath(area),
      title: `${BLOG_TEXT.exploreTitle}: ${copy.title}`,
      description: BLOG_TEXT.exploreIntro(copy.name),
    }),
    area,
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export async function BlogExplorePage({ area, searchParams }: { area: BlogArea; searchParams: LandingSearchParams }) {
  const params = await searchParams;
  const page = Number(first(params.page) ?? "1");
  const filter = { q: normaliseSearch(first(params.q)), keyword: parseKeyword(first(params.keyword)) };
  return (
    <ExploreList
      area={area}
      filter={filter}
      result={await explorePosts(area, Number.isFinite(page) ? page : 1, filter)}
    />
  );
}
