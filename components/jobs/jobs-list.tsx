// /careers/jobs: the open positions, filtered by the URL's query, a page at a time.
import { ButtonLink } from "@/components/ui/button-link";
import { PageHero } from "@/components/ui/page-hero";
import { JOBS_PAGE, JOBS_TEXT } from "@/lib/content/jobs";
import { openJobLocations, searchOpenJobs } from "@/lib/features/jobs/queries";
import { citiesOf } from "@/lib/validation/job-alerts";
import { parseJobFilters, type JobQuery } from "@/lib/validation/jobs";
import { JobCard } from "./job-card";
import { JobAlertForm } from "./job-alert-form";
import { JobFilterForm } from "./job-filters";
import { JobPager } from "./job-pager";

export async function JobsList({ query }: { query: JobQuery }) {
  const asked = parseJobFilters(query);
  const now = new Date();
  const [{ jobs, total, page }, locations] = await Promise.all([searchOpenJobs(asked, now), openJobLocations(now)]);
  const filters = { ...asked, page };
  return (
    <>
      <PageHero title={JOBS_PAGE.heading} text={JOBS_PAGE.intro} />
      <section aria-labelledby="jobs-results" className="mx-auto max-w-7xl px-4 py-12">
        <JobFilterForm filters={filters} locations={locations} />
        <h2 id="jobs-results" aria-live="polite" className="mt-8 text-2xl font-bold">
          {JOBS_TEXT.count(total)}
        </h2>
        {jobs.length === 0 ? (
          <div className="mt-6 space-y-4">
            <p className="text-lg">{JOBS_TEXT.none}</p>
            <ButtonLink href="/career-form">{JOBS_TEXT.applyGeneral}</ButtonLink>
          </div>
        ) : (
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {jobs.map((job) => (
              <li key={job.id}>
                <JobCard job={job} />
              </li>
            ))}
          </ul>
        )}
        <JobPager filters={filters} total={total} />
        <JobAlertForm filters={filters} sent={query.alert === "sent"} cities={citiesOf(locations)} />
      </section>
    </>
  );
}
