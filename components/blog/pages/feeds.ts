// The blog's feeds linked from a page's head (<link rel="alternate" type="application/rss+xml">
// and Atom), where feed readers and browsers look for them.
import type { Metadata } from "next";
import type { BlogArea } from "@/lib/content/blog-areas";
import { feedLinks } from "@/lib/content/blog";

/** `metadata` with the feeds of `area` (null: every area's) beside its canonical URL. */
export function withFeeds(metadata: Metadata, area: BlogArea | null): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: feedLinks(area) } };
}
