// The sample posts of the three blog areas (lib/content/blog-posts), published. Idempotent:
// a post is created once with its publication date; later runs only refresh its text.
import type { PrismaClient } from "../lib/generated/prisma/client";
import { SEED_AREAS, seedImagePath } from "../lib/content/blog-posts";

const DAY_MS = 24 * 60 * 60 * 1000;

export async function seedBlogPosts(db: PrismaClient, now = new Date()): Promise<number> {
  let created = 0;
  for (const { area, posts } of SEED_AREAS) {
    for (const post of posts) {
      const content = {
        title: post.title,
        body: post.paragraphs.join("\n\n"),
        authorName: post.authorName,
        keywords: post.keywords.join(","),
        popular: post.popular,
        imagePath: seedImagePath(area, post.slug),
      };
      const existing = await db.blogPost.findUnique({
        where: { area_slug: { area, slug: post.slug } },
        select: { id: true },
      });
      if (existing) {
        await db.blogPost.update({ where: { id: existing.id }, data: content });
        continue;
      }
      await db.blogPost.create({
        data: {
          ...content,
          area,
          slug: post.slug,
          status: "published",
          publishedAt: new Date(now.getTime() - post.daysAgo * DAY_MS),
        },
      });
      created += 1;
    }
  }
  return created;
}
