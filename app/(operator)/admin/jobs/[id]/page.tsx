import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JobActions } from "@/components/admin/job-actions";
import { JobForm } from "@/components/admin/job-form";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { isRecordId } from "@/lib/features/admin/lists";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { alertCountsOf, getJob } from "@/lib/features/jobs/manage";
import { istDay } from "@/lib/validation/jobs";

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ saved?: string }> };

export const metadata: Metadata = { title: ADMIN_JOBS.title };

export default async function EditJobPage({ params, searchParams }: Props) {
  const { id } = await params;
  await requireOperatorPage(`/admin/jobs/${encodeURIComponent(id)}`);
  const job = isRecordId(id) ? await getJob(id) : null;
  if (!job) notFound();
  const saved = (await searchParams).saved ?? "";
  const alerts = await alertCountsOf(job.id);
  const notice = Object.hasOwn(ADMIN_JOBS.notices, saved) ? ADMIN_JOBS.notices[saved] : null;
  return (
    <div className="space-y-8">
      <h1 className="text-3xl font-bold">{ADMIN_JOBS.editTitle(job.title)}</h1>
      {notice && (
        <p role="status" className="rounded-md border border-success p-3">
          {notice}
        </p>
      )}
      <JobActions job={job} />
      <p>{ADMIN_JOBS.alerts(alerts.matched, alerts.mailed)}</p>
      <JobForm
        action={`/api/admin/jobs/${job.id}`}
        values={{ ...job, closesAt: istDay(job.closesAt) }}
        submitLabel={ADMIN_JOBS.save}
      />
    </div>
  );
}
