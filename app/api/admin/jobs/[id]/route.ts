import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { notFound } from "@/lib/core/errors";
import { recordIdParam } from "@/lib/features/admin/lists";
import { operator } from "@/lib/features/auth/access";
import { updateJob } from "@/lib/features/jobs/manage";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { jobFormSchema } from "@/lib/validation/jobs";

// Saves a job's posting; its status and slug are left as they are.
export const POST = handler(
  { access: operator, params: recordIdParam(ADMIN_JOBS.unknown), body: jsonOrForm(jobFormSchema) },
  async ({ request, params, input }) => {
    const job = await updateJob(params.id, input);
    if (!job) throw notFound(ADMIN_JOBS.unknown);
    const body = { message: ADMIN_JOBS.notices.saved, id: job.id, status: job.status };
    return answer(request, `/admin/jobs/${job.id}?saved=saved`, body);
  },
);
