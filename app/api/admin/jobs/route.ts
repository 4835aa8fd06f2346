import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/features/admin/request";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { createJob } from "@/lib/features/jobs/manage";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { jobFormSchema } from "@/lib/validation/jobs";

// Creates a job as a draft, from the operator's form (or a script's JSON).
export const POST = route(async (request) => {
  assertSameOrigin(request);
  await requireOperatorApi(request);
  const job = await createJob(await readJsonOrForm(request, jobFormSchema));
  return answer(request, `/admin/jobs/${job.id}?saved=created`, { message: ADMIN_JOBS.notices.created, id: job.id, slug: job.slug, status: job.status });
});
