import type { Metadata } from "next";
import { JobForm } from "@/components/admin/job-form";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { requireOperatorPage } from "@/lib/features/auth/session";
import { defaultClosingDay } from "@/lib/validation/jobs";

export const metadata: Metadata = { title: ADMIN_JOBS.newTitle };

export default async function NewJobPage() {
  await requireOperatorPage("/admin/jobs/new");
  const closesAt = defaultClosingDay(new Date());
  const values = {
    title: "",
    area: "it",
    location: "",
    employmentType: "FULL_TIME",
    workplace: "onsite",
    experienceMin: 0,
    experienceMax: 0,
    salaryMin: null,
    salaryMax: null,
    description: "",
    closesAt,
  };
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold">{ADMIN_JOBS.newTitle}</h1>
      <JobForm action="/api/admin/jobs" values={values} submitLabel={ADMIN_JOBS.create} />
    </div>
  );
}
