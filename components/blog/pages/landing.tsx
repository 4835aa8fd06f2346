// A blog area's landing page (kept apart from the other pages' modules: a page ships the client
// components its whole import graph names, and the Create a Blog form's schema is not for here).
import type { Metadata } from "next";
import { areaPath, type BlogArea } from "@/lib/content/blog-areas";
import { BLOG_AREA_COPY } from "@/lib/content/blog";
import { pageMetadata } from "@/lib/core/page-metadata";
import { BlogLanding, type LandingSearchParams } from "../blog-landing";
import { withFeeds } from "./feeds";

export type { LandingSearchParams };

export function landingMetadata(area: BlogArea): Metadata {
  const copy = BLOG_AREA_COPY[area];
  return withFeeds(pageMetadata({ path: areaPath(area), title: copy.title, description: copy.description }), area);
}

export function BlogLandingPage({ area, searchParams }: { area: BlogArea; searchParams: LandingSearchParams }) {
  return <BlogLanding area={area} searchParams={searchParams} />;
}
