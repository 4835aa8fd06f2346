// Pages that showed a published post of the erased person are refreshed at once, and the pages
// of the proof of work when their quote or team entry went.
import "server-only";
import { BLOG_AREA_KEYS, type BlogArea } from "../../content/blog-areas";
import { revalidateBlog } from "../blog";
import { revalidateProof } from "../proof";
import type { Erasure } from "./erase";

const isBlogArea = (value: unknown): value is BlogArea => (BLOG_AREA_KEYS as readonly unknown[]).includes(value);

export function revalidateErasedPages(erasure: Erasure): void {
  const posts = erasure.data.tables.find((table) => table.kind === "blogPosts")?.rows ?? [];
  for (const post of posts)
    if (post.status === "published" && isBlogArea(post.area)) revalidateBlog(post.area, String(post.slug));
  const proof = erasure.data.tables.filter((table) => table.kind === "caseStudyQuotes" || table.kind === "teamMembers");
  if (proof.some((table) => table.rows.some((row) => row.status === "published"))) revalidateProof();
}
