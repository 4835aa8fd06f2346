// The four pages of a blog area, written once; each area's route files only name their area.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { areaPath, createPath, explorePath, postPath, type BlogArea } from "@/lib/blog/areas";
import { explorePosts, getPublishedPost } from "@/lib/blog/queries";
import { excerpt } from "@/lib/blog/text";
import { BLOG_AREA_COPY, BLOG_TEXT, CREATE_BLOG_TEXT } from "@/lib/content/blog";
import { COMPANY } from "@/lib/content/site";
import { pageMetadata } from "@/lib/page-metadata";
import { BlogLanding, type LandingSearchParams } from "./blog-landing";
import { CreateBlogForm } from "./create-blog-form";
import { ExploreList } from "./explore-list";
import { PostArticle } from "./post-article";

export type { LandingSearchParams };
export type SlugParams = Promise<{ slug: string }>;

export function landingMetadata(area: BlogArea): Metadata {
  const copy = BLOG_AREA_COPY[area];
  return pageMetadata({ path: areaPath(area), title: copy.title, description: copy.description });
}

export function BlogLandingPage({ area, searchParams }: { area: BlogArea; searchParams: LandingSearchParams }) {
  return <BlogLanding area={area} searchParams={searchParams} />;
}

export async function postMetadata(area: BlogArea, params: SlugParams): Promise<Metadata> {
  const post = await getPublishedPost(area, (await params).slug);
  if (!post) return { title: "Blog post not found", robots: { index: false } };
  const path = postPath(area, post.slug);
  const description = excerpt(post.body, 155);
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
      ...(post.image ? { images: [{ url: post.image.src, width: post.image.width, height: post.image.height }] } : {}),
    },
  };
}

export async function BlogPostPage({ area, params }: { area: BlogArea; params: SlugParams }) {
  const post = await getPublishedPost(area, (await params).slug);
  if (!post) notFound();
  return <PostArticle post={post} />;
}

export function exploreMetadata(area: BlogArea): Metadata {
  const copy = BLOG_AREA_COPY[area];
  return pageMetadata({ path: explorePath(area), title: `${BLOG_TEXT.exploreTitle}: ${copy.title}`, description: BLOG_TEXT.exploreIntro(copy.name) });
}

export async function BlogExplorePage({ area, searchParams }: { area: BlogArea; searchParams: LandingSearchParams }) {
  const raw = (await searchParams).page;
  const page = Number(Array.isArray(raw) ? raw[0] : raw ?? "1");
  return <ExploreList area={area} result={await explorePosts(area, Number.isFinite(page) ? page : 1)} />;
}

export function createMetadata(area: BlogArea): Metadata {
  const copy = BLOG_AREA_COPY[area];
  return pageMetadata({ path: createPath(area), title: `${CREATE_BLOG_TEXT.title}: ${copy.title}`, description: CREATE_BLOG_TEXT.intro(copy.name) });
}

export function CreateBlogPage({ area }: { area: BlogArea }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 md:py-16">
      <h1 id="create-blog-title" className="text-4xl font-bold tracking-tight">
        {CREATE_BLOG_TEXT.title}
      </h1>
      <p className="mt-3 text-lg text-muted-foreground">{CREATE_BLOG_TEXT.intro(BLOG_AREA_COPY[area].name)}</p>
      <div className="mt-10">
        <CreateBlogForm area={area} />
      </div>
    </section>
  );
}
