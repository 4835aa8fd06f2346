// Reading published posts for the public pages. Raw, bounded statements on the
// (area, status, publishedAt) index: a landing runs three of them per request and a typed call
// would compile its query each time (lib/core/db/raw.ts). Search is case-insensitive over title and body.
import "server-only";
import { db, Prisma } from "../../core/db";
import { holds } from "../../core/db/dialect";
import { isSlug, postFormatOf, type BlogArea, type BlogKeyword, type PostFormat } from "../../content/blog-areas";
import { imageUrlOf, srcSetOf } from "./image";
import { bodyText } from "./markdown";
import { excerpt, publishedText, splitKeywords } from "./text";

export const RECENT_COUNT = 6;
export const GRID_LIMIT = 9;
export const POPULAR_LIMIT = 5;
export const EXPLORE_PAGE_SIZE = 9;
/** Enough of a body for a card's excerpt; the rest never leaves the database on a listing. */
const EXCERPT_SOURCE = 300;
export const SEARCH_MAX = 100;

/** A cover: `srcSet` lists the narrower copies of an upload (seeded covers are 640 px and have none). */
export type BlogImage = { src: string; width: number; height: number; srcSet?: string };
export type BlogCard = {
  id: string;
  area: BlogArea;
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  keywords: string[];
  publishedAt: Date;
  image: BlogImage | null;
};
export type BlogPostView = BlogCard & { body: string; format: PostFormat; updatedAt: Date };

type CardRow = {
  id: string;
  area: BlogArea;
  slug: string;
  title: string;
  head: string;
  authorName: string;
  keywords: string;
  publishedAt: Date;
  imagePath: string | null;
  imageKey: string | null;
  imageWidth: number | null;
  imageHeight: number | null;
  format: string;
};

const SEEDED_IMAGE = { width: 640, height: 360 };

export function imageOf(row: Pick<CardRow, "imagePath" | "imageKey" | "imageWidth" | "imageHeight">): BlogImage | null {
  if (row.imageKey) {
    const width = row.imageWidth ?? 1600;
    return {
      src: imageUrlOf(row.imageKey),
      width,
      height: row.imageHeight ?? 900,
      srcSet: srcSetOf(row.imageKey, width),
    };
  }
  if (row.imagePath) return { src: row.imagePath, ...SEEDED_IMAGE };
  return null;
}

function toCard(row: CardRow): BlogCard {
  return {
    id: row.id,
    area: row.area,
    slug: row.slug,
    title: publishedText(row.title),
    excerpt: excerpt(bodyText(postFormatOf(row.format), publishedText(row.head))),
    authorName: publishedText(row.authorName),
    keywords: splitKeywords(publishedText(row.keywords)),
    publishedAt: row.publishedAt,
    image: imageOf(row),
  };
}

const CARD_COLUMNS = Prisma.sql`"id", "area", "slug", "title", substr("body", 1, ${EXCERPT_SOURCE}) AS "head", "authorName",
  "keywords", "publishedAt", "imagePath", "imageKey", "imageWidth", "imageHeight", "format"`;
const PUBLISHED = (area: BlogArea) => Prisma.sql`"area" = ${area} AND "status" = 'published'`;
const NEWEST = Prisma.sql`ORDER BY "publishedAt" DESC, "id" DESC`;

/** A search term as the pages use it: trimmed, bounded, lower-cased for holds(). */
export function normaliseSearch(value: string | null | undefined): string {
  return (value ?? "").trim().replace(/\s+/g, " ").slice(0, SEARCH_MAX);
}

const contains = (column: Prisma.Sql, term: string) => holds(Prisma.sql`lower(${column})`, term.toLowerCase());
const TITLE = Prisma.raw(`"title"`);
const BODY = Prisma.raw(`"body"`);

export async function recentPosts(area: BlogArea, limit = RECENT_COUNT): Promise<BlogCard[]> {
  const rows = await db.$queryRaw<
    CardRow[]
  >`SELECT ${CARD_COLUMNS} FROM "BlogPost" WHERE ${PUBLISHED(area)} ${NEWEST} LIMIT ${limit}`;
  return rows.map(toCard);
}

const hasKeyword = (keyword: BlogKeyword) => holds(Prisma.sql`',' || "keywords" || ','`, `,${keyword},`);

/** Published posts of the area whose title or body holds `q` (all when empty), with `keyword` when given. */
function matching(area: BlogArea, q: string, keyword: BlogKeyword | null = null): Prisma.Sql {
  const term = normaliseSearch(q);
  const conditions = [PUBLISHED(area)];
  if (term) conditions.push(Prisma.sql`(${contains(TITLE, term)} OR ${contains(BODY, term)})`);
  if (keyword) conditions.push(hasKeyword(keyword));
  return Prisma.join(conditions, " AND ");
}

/** The card grid: posts whose title or body holds `q` (all when empty), newest first, and how many match. */
export async function searchPosts(
  area: BlogArea,
  q: string,
  limit = GRID_LIMIT,
): Promise<{ cards: BlogCard[]; total: number }> {
  const where = matching(area, q);
  const [rows, counted] = await Promise.all([
    db.$queryRaw<CardRow[]>`SELECT ${CARD_COLUMNS} FROM "BlogPost" WHERE ${where} ${NEWEST} LIMIT ${limit}`,
    db.$queryRaw<Array<{ n: bigint | number }>>`SELECT COUNT(*) AS "n" FROM "BlogPost" WHERE ${where}`,
  ]);
  return { cards: rows.map(toCard), total: Number(counted[0]?.n ?? 0) };
}

export type PopularFilter = { title?: string; keyword?: BlogKeyword | null };

/** The 'Popular ... Post' list: popular posts, filtered by a title search or one keyword. */
export async function popularPosts(
  area: BlogArea,
  filter: PopularFilter = {},
  limit = POPULAR_LIMIT,
): Promise<BlogCard[]> {
  const title = normaliseSearch(filter.title);
  const conditions = [PUBLISHED(area), Prisma.sql`"popular" = ${true}`];
  if (title) conditions.push(contains(TITLE, title));
  else if (filter.keyword) conditions.push(hasKeyword(filter.keyword));
  const rows = await db.$queryRaw<CardRow[]>`SELECT ${CARD_COLUMNS} FROM "BlogPost"
    WHERE ${Prisma.join(conditions, " AND ")} ${NEWEST} LIMIT ${limit}`;
  return rows.map(toCard);
}

type PostRow = CardRow & { body: string; updatedAt: Date };
const toPost = (row: PostRow): BlogPostView => ({
  ...toCard(row),
  body: publishedText(row.body),
  format: postFormatOf(row.format),
  updatedAt: row.updatedAt,
});

/** One published post, or null (unknown, pending and rejected posts look the same). */
export async function getPublishedPost(area: BlogArea, slug: string): Promise<BlogPostView | null> {
  if (!isSlug(slug)) return null;
  const rows = await db.$queryRaw<PostRow[]>`SELECT ${CARD_COLUMNS}, "body", "updatedAt"
    FROM "BlogPost" WHERE ${PUBLISHED(area)} AND "slug" = ${slug} LIMIT 1`;
  const row = rows[0];
  return row ? toPost(row) : null;
}

export const FEED_LIMIT = 20;

/** A feed's posts, whole: the newest published ones of the area, or of every area (null). */
export async function feedPosts(area: BlogArea | null, limit = FEED_LIMIT): Promise<BlogPostView[]> {
  const where = area ? PUBLISHED(area) : Prisma.sql`"status" = 'published'`;
  const rows = await db.$queryRaw<
    PostRow[]
  >`SELECT ${CARD_COLUMNS}, "body", "updatedAt" FROM "BlogPost" WHERE ${where} ${NEWEST} LIMIT ${limit}`;
  return rows.map(toPost);
}

/** Every name a published post of the area carries (the author pages' slugs are made from them). */
export async function publishedAuthorNames(area: BlogArea): Promise<string[]> {
  const rows = await db.$queryRaw<
    Array<{ authorName: string }>
  >`SELECT DISTINCT "authorName" FROM "BlogPost" WHERE ${PUBLISHED(area)}`;
  return rows.map((row) => row.authorName);
}

export const AUTHOR_POSTS_LIMIT = 60;

/** The area's published posts under any of `names`, newest first. */
export async function postsByAuthors(
  area: BlogArea,
  names: readonly string[],
  limit = AUTHOR_POSTS_LIMIT,
): Promise<BlogCard[]> {
  if (names.length === 0) return [];
  const rows = await db.$queryRaw<CardRow[]>`SELECT ${CARD_COLUMNS} FROM "BlogPost"
    WHERE ${PUBLISHED(area)} AND "authorName" IN (${Prisma.join(names)}) ${NEWEST} LIMIT ${limit}`;
  return rows.map(toCard);
}

export type ExplorePage = { cards: BlogCard[]; page: number; pages: number; total: number };
export type ExploreFilter = { q?: string; keyword?: BlogKeyword | null };

/**
 * Every published post of the area matching the filter (a search over title and body, a keyword),
 * EXPLORE_PAGE_SIZE at a time; a page past the end gives the last.
 */
export async function explorePosts(
  area: BlogArea,
  requestedPage: number,
  filter: ExploreFilter = {},
): Promise<ExplorePage> {
  const where = matching(area, filter.q ?? "", filter.keyword);
  const counted = await db.$queryRaw<
    Array<{ n: bigint | number }>
  >`SELECT COUNT(*) AS "n" FROM "BlogPost" WHERE ${where}`;
  const total = Number(counted[0]?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / EXPLORE_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pages);
  const rows = await db.$queryRaw<CardRow[]>`SELECT ${CARD_COLUMNS} FROM "BlogPost" WHERE ${where} ${NEWEST}
    LIMIT ${EXPLORE_PAGE_SIZE} OFFSET ${(page - 1) * EXPLORE_PAGE_SIZE}`;
  return { cards: rows.map(toCard), page, pages, total };
}

/** Every published post's path and time, for sitemap.xml. */
export async function publishedPostEntries(): Promise<
  Array<{ area: BlogArea; slug: string; authorName: string; updatedAt: Date }>
> {
  return db.$queryRaw`SELECT "area", "slug", "authorName", "updatedAt" FROM "BlogPost" WHERE "status" = 'published' ORDER BY "area", "publishedAt" DESC`;
}
