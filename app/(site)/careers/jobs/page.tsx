import { JobsList } from "@/components/jobs/jobs-list";
import { JOBS_PAGE } from "@/lib/content/jobs";
import { pageMetadata } from "@/lib/core/page-metadata";
import type { JobQuery } from "@/lib/validation/jobs";

// Per request: the list follows the query, and a job opened, closed or past its date shows at once.
export const dynamic = "force-dynamic";

export const metadata = pageMetadata(JOBS_PAGE);

export default async function Page({ searchParams }: { searchParams: Promise<JobQuery> }) {
  return <JobsList query={await searchParams} />;
}
