// 'Welcome to the Blog': every published post of an area, a page at a time.
import type { Metadata } from "next";
import { explorePath, type BlogArea } from "@/lib/content/blog-areas";
import { explorePosts } from "@/lib/features/blog/queries";
import { BLOG_AREA_COPY, BLOG_TEXT } from "@/lib/content/blog";
import { pageMetadata } from "@/lib/core/page-metadata";
import type { LandingSearchParams } from "../blog-landing";
import { ExploreList } from "../explore-list";

export function exploreMetadata(area: BlogArea): Metadata {
  const copy = BLOG_AREA_COPY[area];
  return pageMetadata({ path: explorePath(area), title: `${BLOG_TEXT.exploreTitle}: ${copy.title}`, description: BLOG_TEXT.exploreIntro(copy.name) });
}

export async function BlogExplorePage({ area, searchParams }: { area: BlogArea; searchParams: LandingSearchParams }) {
  const raw = (await searchParams).page;
  const page = Number(Array.isArray(raw) ? raw[0] : raw ?? "1");
  return <ExploreList area={area} result={await explorePosts(area, Number.isFinite(page) ? page : 1)} />;
}
