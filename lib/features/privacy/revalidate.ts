// Pages that showed a published post of the erased person are refreshed at once.
import "server-only";
import { BLOG_AREA_KEYS, type BlogArea } from "../../content/blog-areas";
import { revalidateBlog } from "../blog";
import type { Erasure } from "./erase";

const isBlogArea = (value: unknown): value is BlogArea => (BLOG_AREA_KEYS as readonly unknown[]).includes(value);

export function revalidateErasedPosts(erasure: Erasure): void {
  const posts = erasure.data.tables.find((table) => table.kind === "blogPosts")?.rows ?? [];
  for (const post of posts) if (post.status === "published" && isBlogArea(post.area)) revalidateBlog(post.area, String(post.slug));
}
