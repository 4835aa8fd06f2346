// schema.org data of the blog: BlogPosting on a post's page with the fields Google reads
// (headline, author with their page, dates, image, publisher), and ProfilePage with its Person on
// an author's page. Only the author's public name and the operator's bio appear, never a
// contributor's contact details. A post without a cover names its Open Graph card as its image.
import "server-only";
import { djb2Hash } from "next/dist/shared/lib/hash";
import { BLOG_AREA_COPY } from "../../content/blog";
import { areaPath, authorPath, postPath, type BlogArea } from "../../content/blog-areas";
import { COMPANY } from "../../content/site";
import { OG_SIZE } from "../../core/og-image";
import type { BlogAuthorView } from "./authors";
import type { BlogPostView } from "./queries";
import { postSummary } from "./markdown";
import { authorSlug } from "./text";

function person(area: BlogArea, name: string, siteUrl: string, bio?: string | null) {
  return {
    "@type": "Person",
    name,
    url: `${siteUrl}${authorPath(area, authorSlug(name))}`,
    ...(bio ? { description: bio } : {}),
  };
}

/**
 * Where Next serves a post's card (app/(site)/<area>/[slug]/opengraph-image.tsx): a card inside a
 * route group is named with a hash of its folder (Next's getMetadataRouteSuffix), so the plain
 * /<area>/<slug>/opengraph-image is a 404. e2e/blog-json-ld.spec.ts checks that this is the
 * page's own og:image and that it answers.
 */
export function postCardPath(area: BlogArea, slug: string): string {
  const suffix = djb2Hash(`/(site)${areaPath(area)}/[slug]`)
    .toString(36)
    .slice(0, 6);
  return `${postPath(area, slug)}/opengraph-image-${suffix}`;
}

function imageOf(post: BlogPostView, siteUrl: string) {
  const image = post.image ?? { src: postCardPath(post.area, post.slug), ...OG_SIZE };
  return { "@type": "ImageObject", url: `${siteUrl}${image.src}`, width: image.width, height: image.height };
}

export function blogPostingJsonLd(post: BlogPostView, siteUrl: string): Record<string, unknown> {
  const url = `${siteUrl}${postPath(post.area, post.slug)}`;
  const area = BLOG_AREA_COPY[post.area];
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: post.title,
    description: postSummary(post),
    datePublished: post.publishedAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    author: person(post.area, post.authorName, siteUrl),
    publisher: {
      "@type": "Organization",
      name: COMPANY.name,
      url: siteUrl,
      logo: { "@type": "ImageObject", url: `${siteUrl}/logo.svg` },
    },
    image: imageOf(post, siteUrl),
    ...(post.keywords.length > 0 ? { keywords: post.keywords.join(", ") } : {}),
    articleSection: area.title,
    isPartOf: { "@type": "Blog", name: area.title, url: `${siteUrl}${areaPath(post.area)}` },
    inLanguage: "en-IN",
  };
}

export function authorProfileJsonLd(area: BlogArea, author: BlogAuthorView, siteUrl: string): Record<string, unknown> {
  const about = person(area, author.name, siteUrl, author.bio);
  return { "@context": "https://schema.org", "@type": "ProfilePage", url: about.url, mainEntity: about };
}
