import Link from "next/link";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { jobPath, statusLabel } from "@/lib/content/jobs";
import type { Job } from "@/lib/features/jobs/queries";
import { Button } from "@/components/ui/button";

/** Open, close and duplicate: one small form post each, answered with a redirect back. */
export function JobActions({ job }: { job: Job }) {
  const actions = (["open", "close", "duplicate"] as const).filter(
    (action) => !(action === "open" && job.status === "open") && !(action === "close" && job.status === "closed"),
  );
  return (
    <section aria-labelledby="job-actions" className="space-y-3 rounded-lg border border-border p-4">
      <h2 id="job-actions" className="text-xl font-bold">
        {ADMIN_JOBS.actionsTitle}
      </h2>
      <p>{ADMIN_JOBS.statusLine(statusLabel(job.status))}</p>
      <div className="flex flex-wrap items-center gap-3">
        {actions.map((action) => (
          <form key={action} method="post" action={`/api/admin/jobs/${job.id}/status`}>
            <input type="hidden" name="action" value={action} />
            <Button type="submit" variant="outline">
              {ADMIN_JOBS.actions[action]}
            </Button>
          </form>
        ))}
        {job.status !== "draft" && (
          <Link href={jobPath(job.slug)} className="text-primary underline">
            {ADMIN_JOBS.publicPage}
          </Link>
        )}
      </div>
    </section>
  );
}
