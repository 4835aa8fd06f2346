import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { notFound } from "@/lib/core/errors";
import { recordIdParam } from "@/lib/features/admin/lists";
import { operator } from "@/lib/features/auth/access";
import { applyJobAction } from "@/lib/features/jobs/manage";
import { ADMIN_JOBS } from "@/lib/content/admin-jobs";
import { jobActionSchema } from "@/lib/validation/jobs";

// Opens, closes or duplicates a job; a duplicate sends the operator to the new draft.
export const POST = handler(
  { access: operator, params: recordIdParam(ADMIN_JOBS.unknown), body: jsonOrForm(jobActionSchema) },
  async ({ request, params, input: { action } }) => {
    const job = await applyJobAction(params.id, action);
    if (!job) throw notFound(ADMIN_JOBS.unknown);
    const body = { message: ADMIN_JOBS.notices[action], id: job.id, slug: job.slug, status: job.status };
    return answer(request, `/admin/jobs/${job.id}?saved=${action}`, body);
  },
);
