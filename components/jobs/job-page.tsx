// A job's page: the posting, its JobPosting JSON-LD and the Apply button; or, once the job is
// closed or past its date, the "closed" notice (proxy.ts answers that one with 410).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/seo/json-ld";
import { ButtonLink } from "@/components/ui/button-link";
import { FactList } from "@/components/ui/fact-list";
import {
  areaLabel,
  dateText,
  employmentLabel,
  experienceText,
  JOB_GONE,
  jobPath,
  JOBS_PATH,
  JOBS_TEXT,
  QUICK_APPLY_TEXT,
  quickApplyPath,
  REAPPLY_TEXT,
  salaryText,
  workplaceLabel,
  type QuickApplyProblem,
} from "@/lib/content/jobs";
import { COMPANY } from "@/lib/content/site";
import { config } from "@/lib/core/config";
import { jobPostingJsonLd } from "@/lib/features/jobs/json-ld";
import { signedInUser } from "@/lib/features/auth";
import { findPublicJob, type Job } from "@/lib/features/jobs/queries";
import { findProfile, prefillOf } from "@/lib/features/profile";
import { descriptionSummary } from "@/lib/features/jobs/text";
import { appliedOn } from "@/lib/features/submissions/repeat";
import { applyHref } from "@/lib/validation/job-apply";
import { PlainText } from "@/components/ui/plain-text";
import { QuickApplyForm } from "./quick-apply-form";
import { JobPanel } from "./job-panel";

export type JobParams = Promise<{ slug: string }>;
/** The answer to a quick application sent without JavaScript (app/api/jobs/[slug]/apply/route.ts). */
export type JobSearchParams = Promise<{ applied?: string | string[]; "apply-error"?: string | string[] }>;

function answerOf(query: Awaited<JobSearchParams>, title: string) {
  if (query.applied === "1") return { kind: "success" as const, text: QUICK_APPLY_TEXT.sent(title) };
  const problem = query["apply-error"];
  if (typeof problem === "string" && problem in QUICK_APPLY_TEXT.answers) {
    return { kind: "error" as const, text: QUICK_APPLY_TEXT.answers[problem as QuickApplyProblem] };
  }
  return null;
}

export async function jobMetadata(params: JobParams): Promise<Metadata> {
  const found = await findPublicJob((await params).slug);
  if (!found) return { title: "Position not found", robots: { index: false } };
  if (found.state === "gone") return { title: JOB_GONE.title, robots: { index: false } };
  const { job } = found;
  const path = jobPath(job.slug);
  const title = `${job.title}, ${job.location}`;
  const description = descriptionSummary(job.description, 155);
  // The card is ./opengraph-image.tsx beside the page (the job's title).
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title: `${title} | ${COMPANY.name}`,
      description,
      url: path,
      siteName: COMPANY.name,
      type: "website",
      locale: "en_IN",
    },
  };
}

function Facts({ job }: { job: Job }) {
  const salary = salaryText(job.salaryMin, job.salaryMax);
  const facts: Array<[string, string]> = [
    [JOBS_TEXT.location, job.location],
    [JOBS_TEXT.workplace, workplaceLabel(job.workplace)],
    [JOBS_TEXT.type, employmentLabel(job.employmentType)],
    [JOBS_TEXT.experience, experienceText(job.experienceMin, job.experienceMax)],
    ...(salary ? [[JOBS_TEXT.salary, salary] as [string, string]] : []),
    [JOBS_TEXT.posted, dateText(job.opensAt ?? job.createdAt)],
    [JOBS_TEXT.closes, dateText(job.closesAt)],
  ];
  return <FactList facts={facts} className="sm:grid-cols-2 lg:grid-cols-3" />;
}

export function JobGone() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight">{JOB_GONE.title}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{JOB_GONE.text}</p>
      <ButtonLink href={JOB_GONE.link.href} className="mt-8">
        {JOB_GONE.link.label}
      </ButtonLink>
    </section>
  );
}

export async function JobPage({ params, searchParams }: { params: JobParams; searchParams: JobSearchParams }) {
  const found = await findPublicJob((await params).slug);
  if (!found) notFound();
  if (found.state === "gone") return <JobGone />;
  const { job } = found;
  const area = areaLabel(job.area);
  // A signed-in applicant's saved profile fills the form in (lib/features/profile), as on the
  // account's own pages: a session still waiting for an operator's second factor is not signed in.
  const user = await signedInUser();
  const [profile, applied] = user
    ? await Promise.all([findProfile(user.id), appliedOn(job.id, user.id)])
    : [null, null];
  const prefill = user && profile ? { ...prefillOf(profile), emailAddress: user.email } : null;
  return (
    <article className="mx-auto max-w-4xl px-4 py-12 md:py-16">
      <JsonLd data={jobPostingJsonLd(job, config.pageSiteUrl)} />
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{area}</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{job.title}</h1>
      <Facts job={job} />
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={`#${QUICK_APPLY_TEXT.id}`}>{JOBS_TEXT.applyNow}</ButtonLink>
        <ButtonLink href={JOBS_PATH} variant="outline">
          {JOBS_TEXT.allJobs}
        </ButtonLink>
      </div>
      <h2 className="mt-12 text-2xl font-bold">{JOBS_TEXT.details}</h2>
      <div className="mt-4">
        <PlainText text={job.description} />
      </div>
      <JobPanel
        id={QUICK_APPLY_TEXT.id}
        headingId="quick-apply-heading"
        heading={QUICK_APPLY_TEXT.heading}
        intro={QUICK_APPLY_TEXT.intro}
        padding="p-5 md:p-8"
      >
        {applied && <p className="mt-2 font-semibold">{REAPPLY_TEXT.appliedOn(dateText(applied))}</p>}
        <div className="mt-6">
          <QuickApplyForm
            action={quickApplyPath(job.slug)}
            fullFormHref={applyHref(job, area)}
            answer={answerOf(await searchParams, job.title)}
            prefill={prefill}
          />
        </div>
      </JobPanel>
    </article>
  );
}
