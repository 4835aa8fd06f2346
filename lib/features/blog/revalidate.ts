// Pages that show published posts, refreshed when a post enters or leaves them. The blog pages
// render per request today; this keeps them right if any of them is cached later.
import "server-only";
import { revalidatePages } from "../../core/revalidate";
import { areaPath, explorePath, postPath, type BlogArea } from "../../content/blog-areas";

export function blogPathsOf(area: BlogArea, slug: string): string[] {
  return [areaPath(area), explorePath(area), postPath(area, slug), "/sitemap.xml"];
}

export function revalidateBlog(area: BlogArea, slug: string): void {
  revalidatePages(blogPathsOf(area, slug));
}
