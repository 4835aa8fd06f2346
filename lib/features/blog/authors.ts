// Blog authors. An author is the name published posts carry (never the contributor's contact
// details); their page's slug is made from it (./text.ts authorSlug), and the operator may give
// that slug a short bio (model BlogAuthor), shown on the author's pages in every area.
import "server-only";
import { db } from "../../core/db";
import { BLOG_AREA_KEYS, isSlug, type BlogArea } from "../../content/blog-areas";
import { postsByAuthors, publishedAuthorNames, publishedPostEntries, type BlogCard } from "./queries";
import { revalidateAuthor } from "./revalidate";
import { authorSlug } from "./text";

export type BlogAuthorView = { slug: string; name: string; bio: string | null; posts: BlogCard[] };

export async function authorBio(slug: string): Promise<string | null> {
  return (await db.blogAuthor.findUnique({ where: { slug }, select: { bio: true } }))?.bio ?? null;
}

/**
 * The author `slug` of the area with their published posts there, newest first; null when no
 * published post of the area carries their name. Their name is spelled as on their newest post.
 */
export async function getAuthor(area: BlogArea, slug: string): Promise<BlogAuthorView | null> {
  if (!isSlug(slug)) return null;
  const names = (await publishedAuthorNames(area)).filter((name) => authorSlug(name) === slug);
  const posts = await postsByAuthors(area, names);
  const newest = posts[0];
  if (!newest) return null;
  return { slug, name: newest.authorName, bio: await authorBio(slug), posts };
}

type PostEntry = { area: BlogArea; authorName: string; updatedAt: Date };

/** One entry per author page, dated by the latest change to one of its posts (the sitemap's). */
export function authorEntries(posts: readonly PostEntry[]): Array<{ area: BlogArea; slug: string; updatedAt: Date }> {
  const pages = new Map<string, { area: BlogArea; slug: string; updatedAt: Date }>();
  for (const post of posts) {
    const slug = authorSlug(post.authorName);
    const key = `${post.area}/${slug}`;
    const seen = pages.get(key);
    if (!seen || seen.updatedAt < post.updatedAt) pages.set(key, { area: post.area, slug, updatedAt: post.updatedAt });
  }
  return [...pages.values()];
}

export type AuthorListing = { slug: string; name: string; areas: BlogArea[]; posts: number; bio: string | null };

/** Every author of a published post, by name, with the areas they write in and their bio (the operator's list). */
export async function listAuthors(): Promise<AuthorListing[]> {
  const [posts, bios] = await Promise.all([
    publishedPostEntries(),
    db.blogAuthor.findMany({ select: { slug: true, bio: true } }),
  ]);
  const bioOf = new Map(bios.map((row) => [row.slug, row.bio]));
  const authors = new Map<string, AuthorListing>();
  for (const post of posts) {
    const slug = authorSlug(post.authorName);
    const author = authors.get(slug) ?? {
      slug,
      name: post.authorName,
      areas: [],
      posts: 0,
      bio: bioOf.get(slug) ?? null,
    };
    if (!author.areas.includes(post.area)) author.areas.push(post.area);
    author.posts += 1;
    authors.set(slug, author);
  }
  const areaOrder = (area: BlogArea) => BLOG_AREA_KEYS.indexOf(area);
  return [...authors.values()]
    .map((author) => ({ ...author, areas: author.areas.sort((a, b) => areaOrder(a) - areaOrder(b)) }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

/** Saves the bio of the author `slug` (an empty one removes it) and refreshes their pages. */
export async function saveAuthorBio(slug: string, bio: string): Promise<void> {
  if (bio) await db.blogAuthor.upsert({ where: { slug }, create: { slug, bio }, update: { bio } });
  else await db.blogAuthor.deleteMany({ where: { slug } });
  revalidateAuthor(slug);
}
