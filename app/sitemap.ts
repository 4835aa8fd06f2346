import type { MetadataRoute } from "next";

// Rendered per request so the absolute URLs follow SITE_URL of the running server.
export const dynamic = "force-dynamic";
import { authorPath, postPath } from "@/lib/content/blog-areas";
import { authorEntries } from "@/lib/features/blog/authors";
import { publishedPostEntries } from "@/lib/features/blog/queries";
import { jobPath } from "@/lib/content/jobs";
import { openJobEntries } from "@/lib/features/jobs/queries";
import { caseStudyPath } from "@/lib/content/proof";
import { caseStudyEntries } from "@/lib/features/proof/queries";
import { PUBLIC_PAGES } from "@/lib/content/routes";
import { config } from "@/lib/core/config";

const base = config.pageSiteUrl;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = PUBLIC_PAGES.map((page) => ({
    url: `${base}${page === "/" ? "" : page}`,
    changeFrequency: page.includes("blog") ? "weekly" : "monthly",
    priority: page === "/" ? 1 : 0.7,
  }));
  // Every published blog post; pending and rejected ones never appear here.
  const published = await publishedPostEntries();
  const posts = published.map((post) => ({
    url: `${base}${postPath(post.area, post.slug)}`,
    lastModified: post.updatedAt,
    changeFrequency: "monthly" as const,
    priority: 0.6,
  }));
  // An author page per area they have published in.
  const authors = authorEntries(published).map((author) => ({
    url: `${base}${authorPath(author.area, author.slug)}`,
    lastModified: author.updatedAt,
    changeFrequency: "monthly" as const,
    priority: 0.4,
  }));
  // Open jobs only: a closed or expired one answers 410 and leaves the sitemap.
  const jobs = (await openJobEntries()).map((job) => ({
    url: `${base}${jobPath(job.slug)}`,
    lastModified: job.updatedAt,
    changeFrequency: "daily" as const,
    priority: 0.6,
  }));
  // Published case studies only: a draft's address answers 404.
  const caseStudies = (await caseStudyEntries()).map((study) => ({
    url: `${base}${caseStudyPath(study.slug)}`,
    lastModified: study.updatedAt,
    changeFrequency: "monthly" as const,
    priority: 0.6,
  }));
  return [...pages, ...posts, ...authors, ...jobs, ...caseStudies];
}
