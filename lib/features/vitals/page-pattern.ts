// The page a beacon names, as a pattern of the route table (lib/content/routes.ts): a canonical
// page as it is, a blog post as /<area>/[slug]. Anything else (an account or operator screen, a
// 404, a made-up path) names no page and is refused, so no visitor-chosen text is ever stored.
import { isSlug } from "../../content/blog-areas";
import { BLOG_AREAS, PUBLIC_PAGES } from "../../content/routes";

const PAGES = new Set(PUBLIC_PAGES);
const AREAS = new Set<string>(BLOG_AREAS);

export const POST_PATTERN = "[slug]";

/** Every pattern a Vital row may carry. */
export const VITAL_ROUTES: readonly string[] = [
  ...PUBLIC_PAGES,
  ...BLOG_AREAS.map((area) => `/${area}/${POST_PATTERN}`),
];

/** The route pattern of a pathname, or null when it names no public page. */
export function routePattern(pathname: string): string | null {
  if (PAGES.has(pathname)) return pathname;
  const [, area, slug, ...rest] = pathname.split("/");
  if (area && slug && rest.length === 0 && AREAS.has(area) && isSlug(slug)) return `/${area}/${POST_PATTERN}`;
  return null;
}
