import { isRecordId } from "@/lib/features/admin/lists";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { updateJob } from "@/lib/features/jobs/manage";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { notFound, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { jobFormSchema } from "@/lib/validation/jobs";

type Context = { params: Promise<{ id: string }> };

// Saves a job's posting; its status and slug are left as they are.
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  await requireOperatorApi(request);
  const { id } = await params;
  if (!isRecordId(id)) throw notFound(ADMIN_JOBS.unknown);
  const job = await updateJob(id, await readJsonOrForm(request, jobFormSchema));
  if (!job) throw notFound(ADMIN_JOBS.unknown);
  return answer(request, `/admin/jobs/${job.id}?saved=saved`, { message: ADMIN_JOBS.notices.saved, id: job.id, status: job.status });
});
