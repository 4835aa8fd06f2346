// A published post's page, its metadata and its BlogPosting data.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/seo/json-ld";
import { authorPath, postPath, type BlogArea } from "@/lib/content/blog-areas";
import { config } from "@/lib/core/config";
import { blogPostingJsonLd } from "@/lib/features/blog/json-ld";
import { getPublishedPost } from "@/lib/features/blog/queries";
import { postSummary } from "@/lib/features/blog/markdown";
import { authorSlug } from "@/lib/features/blog/text";
import { COMPANY } from "@/lib/content/site";
import { PostArticle } from "../post-article";
import { withFeeds } from "./feeds";

export type SlugParams = Promise<{ slug: string }>;

export async function postMetadata(area: BlogArea, params: SlugParams): Promise<Metadata> {
  const post = await getPublishedPost(area, (await params).slug);
  if (!post) return { title: "Blog post not found", robots: { index: false } };
  const path = postPath(area, post.slug);
  const description = postSummary(post);
  // The card is ./og.tsx's (the post's title), named by the [slug]/opengraph-image.tsx beside the page.
  const metadata: Metadata = {
    title: post.title,
    description,
    authors: [{ name: post.authorName, url: authorPath(area, authorSlug(post.authorName)) }],
    alternates: { canonical: path },
    openGraph: {
      title: post.title,
      description,
      url: path,
      siteName: COMPANY.name,
      type: "article",
      locale: "en_IN",
      publishedTime: post.publishedAt.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
      authors: [post.authorName],
      tags: post.keywords,
    },
  };
  return withFeeds(metadata, area);
}

export async function BlogPostPage({ area, params }: { area: BlogArea; params: SlugParams }) {
  const post = await getPublishedPost(area, (await params).slug);
  if (!post) notFound();
  return (
    <>
      <JsonLd data={blogPostingJsonLd(post, config.pageSiteUrl)} />
      <PostArticle post={post} />
    </>
  );
}
