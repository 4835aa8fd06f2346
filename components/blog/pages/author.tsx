// An author's page in one blog area (/<area>/authors/<slug>): their name, the operator's short bio,
// their published posts there, newest first, and their Person data. An author is the name their
// posts carry; no published post under it in the area means no page (404).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/seo/json-ld";
import { Link } from "@/components/ui/link";
import { areaPath, authorPath, type BlogArea } from "@/lib/content/blog-areas";
import { AUTHOR_TEXT, BLOG_AREA_COPY } from "@/lib/content/blog";
import { config } from "@/lib/core/config";
import { pageMetadata } from "@/lib/core/page-metadata";
import { getAuthor } from "@/lib/features/blog/authors";
import { authorProfileJsonLd } from "@/lib/features/blog/json-ld";
import { BlogCard } from "../blog-card";
import { withFeeds } from "./feeds";

export type AuthorParams = Promise<{ slug: string }>;

export async function authorMetadata(area: BlogArea, params: AuthorParams): Promise<Metadata> {
  const author = await getAuthor(area, (await params).slug);
  if (!author) return { title: "Author not found", robots: { index: false } };
  const copy = BLOG_AREA_COPY[area];
  const meta = pageMetadata({
    path: authorPath(area, author.slug),
    title: AUTHOR_TEXT.title(author.name, copy),
    description: author.bio ?? AUTHOR_TEXT.description(author.name, copy),
  });
  return withFeeds({ ...meta, openGraph: { ...meta.openGraph, type: "profile" } }, area);
}

export async function BlogAuthorPage({ area, params }: { area: BlogArea; params: AuthorParams }) {
  const author = await getAuthor(area, (await params).slug);
  if (!author) notFound();
  const copy = BLOG_AREA_COPY[area];
  const now = new Date();
  return (
    <section className="mx-auto max-w-7xl px-4 py-12 md:py-16">
      <JsonLd data={authorProfileJsonLd(area, author, config.pageSiteUrl)} />
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">
        <Link href={areaPath(area)} className="hover:underline">
          {copy.title}
        </Link>
      </p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight break-words md:text-5xl">{author.name}</h1>
      {author.bio && <p className="mt-4 max-w-3xl text-lg text-muted-foreground">{author.bio}</p>}
      <section aria-labelledby="author-posts" className="mt-12">
        <h2 id="author-posts" className="text-2xl font-bold tracking-tight">
          {AUTHOR_TEXT.postsTitle(author.name)}
        </h2>
        <p className="mt-1 text-muted-foreground">{AUTHOR_TEXT.postCount(author.posts.length)}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {author.posts.map((card, index) => (
            <li key={card.id}>
              <BlogCard card={card} now={now} eagerImage={index === 0} />
            </li>
          ))}
        </ul>
      </section>
    </section>
  );
}
