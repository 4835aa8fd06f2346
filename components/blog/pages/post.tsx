// A published post's page and its metadata.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { postPath, type BlogArea } from "@/lib/content/blog-areas";
import { getPublishedPost } from "@/lib/features/blog/queries";
import { bodyText } from "@/lib/features/blog/markdown";
import { excerpt } from "@/lib/features/blog/text";
import { COMPANY } from "@/lib/content/site";
import { PostArticle } from "../post-article";

export type SlugParams = Promise<{ slug: string }>;

export async function postMetadata(area: BlogArea, params: SlugParams): Promise<Metadata> {
  const post = await getPublishedPost(area, (await params).slug);
  if (!post) return { title: "Blog post not found", robots: { index: false } };
  const path = postPath(area, post.slug);
  const description = excerpt(bodyText(post.format, post.body), 155);
  // The card is ./og.tsx's (the post's title), named by the [slug]/opengraph-image.tsx beside the page.
  return {
    title: post.title,
    description,
    authors: [{ name: post.authorName }],
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
}

export async function BlogPostPage({ area, params }: { area: BlogArea; params: SlugParams }) {
  const post = await getPublishedPost(area, (await params).slug);
  if (!post) notFound();
  return <PostArticle post={post} />;
}
