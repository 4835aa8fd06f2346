import Link from "next/link";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { areaLabel, dateText, statusLabel } from "@/lib/content/jobs";
import type { JobWithCount } from "@/lib/features/jobs/manage";
import { Table, tableRow } from "@/components/ui/table";
import { buttonVariants } from "@/components/ui/button";

/** Every job with its state and its count of applications (a link to them in the applications list). */
export function JobsTable({ jobs }: { jobs: JobWithCount[] }) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{ADMIN_JOBS.title}</h1>
        <Link href="/admin/jobs/new" className={buttonVariants()}>
          {ADMIN_JOBS.newLink}
        </Link>
      </div>
      <Table caption={ADMIN_JOBS.caption} columns={ADMIN_JOBS.columns} empty={ADMIN_JOBS.empty} rowCount={jobs.length}>
        {jobs.map((job) => (
          <tr key={job.id} className={tableRow}>
            <th scope="row" className="px-3 py-2 font-medium">
              <Link href={`/admin/jobs/${job.id}`} className="text-primary underline-offset-2 hover:underline">
                {job.title}
              </Link>
            </th>
            <td className="px-3 py-2">{areaLabel(job.area)}</td>
            <td className="px-3 py-2">{job.location}</td>
            <td className="px-3 py-2">{statusLabel(job.status)}</td>
            <td className="px-3 py-2">{dateText(job.closesAt)}</td>
            <td className="px-3 py-2">
              <Link
                href={`/admin/career-applications?job=${job.id}`}
                aria-label={ADMIN_JOBS.applicationsOf(job.applications, job.title)}
                className="text-primary underline-offset-2 hover:underline"
              >
                {job.applications}
              </Link>
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
