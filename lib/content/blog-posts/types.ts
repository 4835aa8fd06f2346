// Sample posts of the three blog areas (prisma/seed.ts stores them as published posts).
import type { BlogArea, BlogKeyword } from "../blog-areas";

export type SeedPost = {
  slug: string;
  title: string;
  authorName: string;
  keywords: BlogKeyword[];
  /** Listed under 'Popular ... Post'. */
  popular: boolean;
  /** Published this many days before the first seed. */
  daysAgo: number;
  paragraphs: string[];
};

export type SeedArea = { area: BlogArea; posts: SeedPost[] };

/** The cover image shipped for a seeded post (tools/blog-images.ts makes them). */
export const seedImagePath = (area: BlogArea, slug: string) => `/blog/${area}/${slug}.webp`;
