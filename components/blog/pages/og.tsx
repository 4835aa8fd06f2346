// The Open Graph cards of the blog: a landing shows its area's title, a post its own title.
import { notFound } from "next/navigation";
import { BLOG_AREA_COPY } from "@/lib/content/blog";
import type { BlogArea } from "@/lib/content/blog-areas";
import { getPublishedPost } from "@/lib/features/blog/queries";
import { ogImage } from "@/lib/core/og-image";
import type { SlugParams } from "./post";

export const BLOG_OG_EYEBROW = "Blog";

export const landingOgImage = (area: BlogArea) =>
  ogImage({ eyebrow: BLOG_OG_EYEBROW, title: BLOG_AREA_COPY[area].title });

export async function postOgImage(area: BlogArea, params: SlugParams) {
  const post = await getPublishedPost(area, (await params).slug);
  if (!post) notFound();
  return ogImage({ eyebrow: BLOG_AREA_COPY[area].title, title: post.title });
}

/** The default export of an area's `[slug]/opengraph-image.tsx`. */
export const postOgImageOf = (area: BlogArea) =>
  function Image({ params }: { params: SlugParams }) {
    return postOgImage(area, params);
  };
