import { JobPage, jobMetadata, type JobParams, type JobSearchParams } from "@/components/jobs/job-page";

// Per request: a job closed, reopened or past its closing date shows so at once (no cache to purge).
export const dynamic = "force-dynamic";

export const generateMetadata = ({ params }: { params: JobParams }) => jobMetadata(params);

export default function Page({ params, searchParams }: { params: JobParams; searchParams: JobSearchParams }) {
  return <JobPage params={params} searchParams={searchParams} />;
}
