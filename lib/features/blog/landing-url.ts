// The landing's filters live in its URL, so a filtered view can be shared, bookmarked and crawled:
// `q` filters the card grid; `title` or `keyword` (never both) filter the popular list.
export type LandingQuery = { q?: string; title?: string; keyword?: string | null };

export const GRID_ID = "all-blogs";
export const POPULAR_ID = "popular-posts";

/** An explore page of the posts matching `q` and `keyword`; page 1 has no page parameter. */
export function exploreHref(base: string, query: { q?: string; keyword?: string | null; page?: number }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.keyword) params.set("keyword", query.keyword);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `${base}${search ? `?${search}` : ""}`;
}

export function landingHref(base: string, query: LandingQuery, hash?: string): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.title) params.set("title", query.title);
  else if (query.keyword) params.set("keyword", query.keyword);
  const search = params.toString();
  return `${base}${search ? `?${search}` : ""}${hash ? `#${hash}` : ""}`;
}
