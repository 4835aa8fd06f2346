import { RECORD_SAVED } from "@/lib/content/admin";
import { findList, isRecordId } from "@/lib/features/admin/lists";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { notFound, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { pipelineSchema } from "@/lib/validation/admin";

type Context = { params: Promise<{ list: string; id: string }> };

// A record's status in the pipeline and its private note, from the detail page's form.
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi();
  const { list: key, id } = await params;
  const list = findList(key);
  if (!list?.updatePipeline || !isRecordId(id)) throw notFound();
  const { status, note, notify } = await readJsonOrForm(request, pipelineSchema);
  const before = (await list.detail(id))?.pipeline;
  if (!before || !(await list.updatePipeline(id, status, note, notify))) throw notFound();
  const record = { kind: list.key, id };
  if (before.status !== status) await recordAudit(operator, "status-change", record, `${before.status} → ${status}`);
  if (before.note !== (note ?? "")) await recordAudit(operator, "note-change", record);
  return answer(request, `/admin/${list.key}/${id}?saved=1`, { message: RECORD_SAVED, status, note });
});
