import type { Metadata } from "next";
import { JobsTable } from "@/components/admin/jobs-table";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { listJobsForOperator } from "@/lib/features/jobs/manage";

export const metadata: Metadata = { title: ADMIN_JOBS.title };

export default async function JobsPage() {
  await requireOperatorPage("/admin/jobs");
  return <JobsTable jobs={await listJobsForOperator()} />;
}
