import { areaLabel, employmentLabel, experienceText, jobPath, salaryText, workplaceLabel } from "@/lib/content/jobs";
import { TitleLink } from "@/components/ui/title-link";
import type { Job } from "@/lib/features/jobs/queries";
import { descriptionSummary } from "@/lib/features/jobs/text";

/** One opening in the list: its title links to its page; the facts a job seeker sorts by. */
export function JobCard({ job }: { job: Job }) {
  const salary = salaryText(job.salaryMin, job.salaryMax);
  return (
    <article className="h-full rounded-lg border border-border p-5">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">{areaLabel(job.area)}</p>
      <TitleLink as="h2" href={jobPath(job.slug)} className="mt-1 text-xl font-bold">
        {job.title}
      </TitleLink>
      <p className="mt-1 text-muted-foreground">
        {[
          job.location,
          workplaceLabel(job.workplace),
          employmentLabel(job.employmentType),
          experienceText(job.experienceMin, job.experienceMax),
        ].join(" · ")}
      </p>
      {salary && <p className="mt-1 font-medium">{salary}</p>}
      <p className="mt-3">{descriptionSummary(job.description, 180)}</p>
    </article>
  );
}
