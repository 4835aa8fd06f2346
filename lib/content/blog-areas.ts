// The three blog areas and the fixed keyword set, shared by pages, handlers, the form and the seed.
import { BLOG_AREAS } from "./routes";

export const BLOG_AREA_KEYS = ["business", "digital", "recruitment"] as const;
export type BlogArea = (typeof BLOG_AREA_KEYS)[number];
export type BlogAreaSegment = (typeof BLOG_AREAS)[number];

export const BLOG_AREA_SEGMENTS: Record<BlogArea, BlogAreaSegment> = {
  business: "business-blog",
  digital: "digital-blog",
  recruitment: "recruitment-blog",
};

/** The keywords a post may carry; the first six are the landing's filter buttons. */
export const BLOG_KEYWORDS = [
  "DEVELOPMENT",
  "DESIGN",
  "TECHNOLOGY",
  "SAAS",
  "BIG DATA",
  "BLOCKCHAIN",
  "FASHION",
  "FINTECH",
] as const;
export type BlogKeyword = (typeof BLOG_KEYWORDS)[number];
export const FILTER_KEYWORDS: readonly BlogKeyword[] = BLOG_KEYWORDS.slice(0, 6);

/**
 * The states the operator sees; a writer's unsent draft is theirs alone (WRITER_STATUSES). An
 * unpublished post was taken down after publishing: it is its writer's again to revise and resubmit.
 */
export const BLOG_STATUSES = ["pending", "published", "rejected", "unpublished"] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const DRAFT = "draft";
export const UNPUBLISHED = "unpublished";
export const WRITER_STATUSES = [DRAFT, ...BLOG_STATUSES] as const;
export type WriterStatus = (typeof WRITER_STATUSES)[number];
/** A writer may change a post until the operator acts on it, and again once it was taken down. */
export const WRITER_EDITABLE: readonly WriterStatus[] = [DRAFT, "pending", UNPUBLISHED];
/** The states a writer submits a post from (a waiting post is already submitted). */
export const WRITER_SUBMITTABLE: readonly WriterStatus[] = [DRAFT, UNPUBLISHED];

/** How a body is written: plain text (the public form, seeded posts) or Markdown (the workspace). */
export const POST_FORMATS = ["plain", "markdown"] as const;
export type PostFormat = (typeof POST_FORMATS)[number];
export const postFormatOf = (value: string): PostFormat => (value === "markdown" ? "markdown" : "plain");

export const areaPath = (area: BlogArea) => `/${BLOG_AREA_SEGMENTS[area]}`;
export const postPath = (area: BlogArea, slug: string) => `${areaPath(area)}/${slug}`;
export const explorePath = (area: BlogArea) => `${areaPath(area)}/BlogsExplorePage`;
export const createPath = (area: BlogArea) => `${areaPath(area)}/create_blog`;
export const authorPath = (area: BlogArea, authorSlug: string) => `${areaPath(area)}/authors/${authorSlug}`;

/** The blog hub, whose feeds carry every area's posts. */
export const BLOGS_PATH = "/blogs";
export const FEED_FORMATS = ["rss", "atom"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];
export const FEED_MIME_TYPES: Record<FeedFormat, string> = { rss: "application/rss+xml", atom: "application/atom+xml" };
const FEED_FILES: Record<FeedFormat, string> = { rss: "feed.xml", atom: "atom.xml" };
/** An area's feed (/digital-blog/feed.xml), or every area's (null: /blogs/atom.xml). */
export const feedPath = (area: BlogArea | null, format: FeedFormat) =>
  `${area ? areaPath(area) : BLOGS_PATH}/${FEED_FILES[format]}`;

export function isBlogArea(value: unknown): value is BlogArea {
  return typeof value === "string" && (BLOG_AREA_KEYS as readonly string[]).includes(value);
}

/** The area named by a key ("digital") or a path segment ("digital-blog"), else null. */
export function parseArea(value: string | null | undefined): BlogArea | null {
  if (!value) return null;
  if (isBlogArea(value)) return value;
  return BLOG_AREA_KEYS.find((area) => BLOG_AREA_SEGMENTS[area] === value) ?? null;
}

export function parseKeyword(value: string | null | undefined): BlogKeyword | null {
  const upper = value?.trim().toUpperCase();
  return BLOG_KEYWORDS.find((keyword) => keyword === upper) ?? null;
}

/** Slugs are what slugify makes: lower-case ASCII words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 90;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX && SLUG_PATTERN.test(value);
}
