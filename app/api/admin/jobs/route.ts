import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { operator } from "@/lib/features/auth/access";
import { createJob } from "@/lib/features/jobs/manage";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { jobFormSchema } from "@/lib/validation/jobs";

// Creates a job as a draft, from the operator's form (or a script's JSON).
export const POST = handler({ access: operator, body: jsonOrForm(jobFormSchema) }, async ({ request, input }) => {
  const job = await createJob(input);
  return answer(request, `/admin/jobs/${job.id}?saved=created`, {
    message: ADMIN_JOBS.notices.created,
    id: job.id,
    slug: job.slug,
    status: job.status,
  });
});
