// What a newsletter announcing a published post is made of (lib/features/newsletter/announce.ts):
// its title, its summary as the post's description reads, the absolute link to its page, and its
// cover's bytes (an upload from the file store, or a seeded cover shipped under public/).
import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import { isBlogArea, postFormatOf, postPath, type BlogArea } from "../../content/blog-areas";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { fileStore } from "../../core/storage";
import { postSummary } from "./markdown";
import { publishedText } from "./text";

export type PostAnnouncement = {
  id: string;
  area: BlogArea;
  title: string;
  summary: string;
  url: string;
  openCover(): Promise<Readable | null>;
};

const SEEDED_COVER = /^\/blog\/[a-z]+\/[a-z0-9-]+\.webp$/;

/** The published post's announcement, or null when there is no such published post. */
export async function postToAnnounce(id: string): Promise<PostAnnouncement | null> {
  const post = await db.blogPost.findFirst({
    where: { id, status: "published" },
    select: {
      id: true,
      area: true,
      slug: true,
      title: true,
      body: true,
      format: true,
      imageKey: true,
      imagePath: true,
    },
  });
  if (!post || !isBlogArea(post.area)) return null;
  const { imageKey, imagePath } = post;
  return {
    id: post.id,
    area: post.area,
    title: publishedText(post.title),
    summary: postSummary({ format: postFormatOf(post.format), body: publishedText(post.body) }),
    url: `${config.siteUrl}${postPath(post.area, post.slug)}`,
    openCover: async () => {
      if (imageKey) return fileStore.open(imageKey);
      if (imagePath && SEEDED_COVER.test(imagePath)) {
        const file = path.join(path.resolve(/*turbopackIgnore: true*/ process.cwd(), "public"), imagePath);
        return fs.existsSync(file) ? fs.createReadStream(file) : null;
      }
      return null;
    },
  };
}
