import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { RECORD_SAVED } from "@/lib/content/admin";
import { listRecordParams } from "@/lib/features/admin/lists";
import { savePipeline } from "@/lib/features/admin/record-actions";
import { operator } from "@/lib/features/auth/access";
import { pipelineSchema } from "@/lib/validation/admin";

// A record's status in the pipeline and its private note, from the detail page's form.
export const POST = handler(
  { access: operator, params: listRecordParams("updatePipeline"), body: jsonOrForm(pipelineSchema) },
  async ({ request, user, params: { list, id }, input }) => {
    await savePipeline(user, list, id, input);
    const body = { message: RECORD_SAVED, status: input.status, note: input.note };
    return answer(request, `/admin/${list.key}/${id}?saved=1`, body);
  },
);
