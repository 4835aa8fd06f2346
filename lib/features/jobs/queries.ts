// Reading jobs for the public pages. A job is public while it is `open` and its closing date is
// ahead; once closed or past that date its page answers 410 (proxy.ts) and it leaves every list.
import "server-only";
import { db, type Prisma } from "../../core/db";
import { containsText } from "../../core/db/dialect";
import type { Job } from "../../generated/prisma/client";
import { JOBS_PAGE_SIZE, JOB_SLUG, type JobFilters } from "../../validation/jobs";

export type { Job };

/** Open and not yet past its closing date, at `now`. */
export const isJobOpen = (job: Pick<Job, "status" | "closesAt">, now = new Date()) =>
  job.status === "open" && job.closesAt > now;

const openWhere = (now: Date): Prisma.JobWhereInput => ({ status: "open", closesAt: { gt: now } });

function filterWhere(filters: JobFilters, now: Date): Prisma.JobWhereInput {
  const where: Prisma.JobWhereInput = openWhere(now);
  if (filters.area) where.area = filters.area;
  if (filters.type) where.employmentType = filters.type;
  if (filters.location) where.location = filters.location;
  if (filters.q) where.OR = [{ title: containsText(filters.q) }, { description: containsText(filters.q) }];
  return where;
}

/**
 * One page of the open jobs matching `filters`, newest first, how many match in all, and the page
 * shown: a page past the end gives the last (as the blog's explore pages do).
 */
export async function searchOpenJobs(
  filters: JobFilters,
  now = new Date(),
): Promise<{ jobs: Job[]; total: number; page: number }> {
  const where = filterWhere(filters, now);
  const total = await db.job.count({ where });
  const page = Math.min(filters.page, Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE)));
  const jobs = await db.job.findMany({
    where,
    orderBy: [{ opensAt: "desc" }, { id: "desc" }],
    skip: (page - 1) * JOBS_PAGE_SIZE,
    take: JOBS_PAGE_SIZE,
  });
  return { jobs, total, page };
}

/** The locations that open jobs have, for the location filter. */
export async function openJobLocations(now = new Date()): Promise<string[]> {
  const rows = await db.job.findMany({
    where: openWhere(now),
    distinct: ["location"],
    select: { location: true },
    orderBy: { location: "asc" },
  });
  return rows.map((row) => row.location);
}

/** A job by slug as the public sees it: open, gone (closed or expired: 410), or unknown (404; drafts too). */
export async function findPublicJob(
  slug: string,
  now = new Date(),
): Promise<{ state: "open"; job: Job } | { state: "gone" } | null> {
  if (!JOB_SLUG.test(slug) || slug.length > 80) return null;
  const job = await db.job.findUnique({ where: { slug } });
  if (!job || job.status === "draft") return null;
  return isJobOpen(job, now) ? { state: "open", job } : { state: "gone" };
}

/** Whether the job's page is gone (410): what proxy.ts asks before the page renders. */
export async function isJobGone(slug: string, now = new Date()): Promise<boolean> {
  return (await findPublicJob(slug, now))?.state === "gone";
}

/** Every open job, for the sitemap. */
export function openJobEntries(now = new Date()): Promise<Array<{ slug: string; updatedAt: Date }>> {
  return db.job.findMany({
    where: openWhere(now),
    select: { slug: true, updatedAt: true },
    orderBy: { opensAt: "desc" },
  });
}

/** The job an application names, if it is open now; null otherwise. */
export function openJobById(id: string, now = new Date()): Promise<Pick<Job, "id" | "title"> | null> {
  return db.job.findFirst({ where: { id, ...openWhere(now) }, select: { id: true, title: true } });
}

/** How many of the jobs with these slugs are open at `now` (the launch checklist's sample openings). */
export function countOpenJobsAmong(slugs: readonly string[], now = new Date()): Promise<number> {
  return db.job.count({ where: { ...openWhere(now), slug: { in: [...slugs] } } });
}
