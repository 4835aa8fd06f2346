// The operator's side of jobs: create and edit (a new job starts as a draft), open, close and
// duplicate, and the list with each job's count of applications. Pages render per request, so a
// change shows at once; revalidatePages keeps that true should any of them be cached later.
import "server-only";
import { jobPath, JOBS_PATH } from "../../content/jobs";
import { db } from "../../core/db";
import { isUniqueViolation } from "../../core/db/raw";
import { revalidatePages } from "../../core/revalidate";
import { kickOutbox } from "../../core/mail/outbox";
import { queueJobMatches } from "../job-alerts";
import type { Job } from "../../generated/prisma/client";
import { slugOf, type JobForm } from "../../validation/jobs";

export type JobWithCount = Job & { applications: number };

/** Every job, newest first, with how many applications name it. */
export async function listJobsForOperator(): Promise<JobWithCount[]> {
  const jobs = await db.job.findMany({
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    include: { _count: { select: { applications: true } } },
  });
  return jobs.map(({ _count, ...job }) => ({ ...job, applications: _count.applications }));
}

export const getJob = (id: string) => db.job.findUnique({ where: { id } });

/** How many job alerts this job matched when it opened, and how many of those have had their mail queued. */
export async function alertCountsOf(id: string): Promise<{ matched: number; mailed: number }> {
  const [matched, mailed] = await Promise.all([
    db.jobAlertMatch.count({ where: { jobId: id } }),
    db.jobAlertMatch.count({ where: { jobId: id, mailedAt: { not: null } } }),
  ]);
  return { matched, mailed };
}

/** Id and title of every job, for the applications list's job filter. */
export const jobChoices = () =>
  db.job.findMany({ orderBy: { createdAt: "desc" }, select: { id: true, title: true, location: true } });

function refresh(slug: string) {
  revalidatePages([JOBS_PATH, jobPath(slug), "/sitemap.xml"]);
}

const dataOf = (form: JobForm) => ({ ...form, salaryMin: form.salaryMin ?? null, salaryMax: form.salaryMax ?? null });

/** A free slug from the title: "title", then "title-2", "title-3"... */
async function freeSlug(title: string): Promise<string> {
  const base = slugOf(title);
  const taken = new Set(
    (await db.job.findMany({ where: { slug: { startsWith: base } }, select: { slug: true } })).map((job) => job.slug),
  );
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

/** Creates a row with a free slug; a concurrent create of the same title takes the next one. */
async function insert(data: Omit<Job, "id" | "slug" | "createdAt" | "updatedAt">): Promise<Job> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.job.create({ data: { ...data, slug: await freeSlug(data.title) } });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}

export const createJob = (form: JobForm) => insert({ ...dataOf(form), status: "draft", opensAt: null });

/** Edits the posting; its slug (its address) stays, so shared links keep working. */
export async function updateJob(id: string, form: JobForm): Promise<Job | null> {
  const { count } = await db.job.updateMany({ where: { id }, data: dataOf(form) });
  const job = count === 1 ? await getJob(id) : null;
  if (job) refresh(job.slug);
  return job;
}

/** Open (datePosted is the first opening), close, or copy as a new draft. */
export async function applyJobAction(
  id: string,
  action: "open" | "close" | "duplicate",
  now = new Date(),
): Promise<Job | null> {
  const job = await getJob(id);
  if (!job) return null;
  if (action === "duplicate") {
    const { id: _id, slug: _slug, createdAt: _c, updatedAt: _u, ...rest } = job;
    return insert({ ...rest, status: "draft", opensAt: null });
  }
  if (action === "close") {
    const closed = await db.job.update({ where: { id }, data: { status: "closed" } });
    refresh(closed.slug);
    return closed;
  }
  // Opening and the alerts it matches go together: every match written once (lib/features/job-alerts).
  const saved = await db.$transaction(async (tx) => {
    const opened = await tx.job.update({ where: { id }, data: { status: "open", opensAt: job.opensAt ?? now } });
    await queueJobMatches(tx, opened, now);
    return opened;
  });
  kickOutbox();
  refresh(saved.slug);
  return saved;
}
