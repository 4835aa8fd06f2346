// Pages and feeds that show published posts, refreshed when a post enters or leaves them or its
// author's bio changes. The blog pages and feeds render per request today; this keeps them right
// if any of them is cached later.
import "server-only";
import { revalidatePages } from "../../core/revalidate";
import {
  areaPath,
  authorPath,
  BLOG_AREA_KEYS,
  explorePath,
  FEED_FORMATS,
  feedPath,
  postPath,
  type BlogArea,
} from "../../content/blog-areas";

export function blogPathsOf(area: BlogArea, slug: string): string[] {
  const feeds = FEED_FORMATS.flatMap((format) => [feedPath(area, format), feedPath(null, format)]);
  return [areaPath(area), explorePath(area), postPath(area, slug), "/sitemap.xml", ...feeds];
}

/** Every author page of the area, as a route: an edit may have moved a post from one author to another. */
export const authorPagesOf = (area: BlogArea) => authorPath(area, "[slug]");

export function revalidateBlog(area: BlogArea, slug: string): void {
  revalidatePages(blogPathsOf(area, slug));
  revalidatePages([authorPagesOf(area)], "page");
}

/** The pages of the author `slug` in every area, after their bio changed. */
export function revalidateAuthor(slug: string): void {
  revalidatePages(BLOG_AREA_KEYS.map((area) => authorPath(area, slug)));
}
