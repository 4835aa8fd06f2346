import { isRecordId } from "@/lib/features/admin/lists";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { applyJobAction } from "@/lib/features/jobs/manage";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { notFound, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { jobActionSchema } from "@/lib/validation/jobs";

type Context = { params: Promise<{ id: string }> };

// Opens, closes or duplicates a job; a duplicate sends the operator to the new draft.
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  await requireOperatorApi(request);
  const { id } = await params;
  if (!isRecordId(id)) throw notFound(ADMIN_JOBS.unknown);
  const { action } = await readJsonOrForm(request, jobActionSchema);
  const job = await applyJobAction(id, action);
  if (!job) throw notFound(ADMIN_JOBS.unknown);
  return answer(request, `/admin/jobs/${job.id}?saved=${action}`, { message: ADMIN_JOBS.notices[action], id: job.id, slug: job.slug, status: job.status });
});
