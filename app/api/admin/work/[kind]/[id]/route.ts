import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { WORK_TEXT, workRecordPath } from "@/lib/content/workspace-record";
import { applyWorkAction, workParams } from "@/lib/features/admin/work-actions";
import { operator } from "@/lib/features/auth/access";
import { workActionSchema } from "@/lib/validation/workspace-record";

// A record's stage, owner or a new note, from the forms of its page (they work without JavaScript).
export const POST = handler(
  {
    access: operator,
    params: workParams,
    body: jsonOrForm(workActionSchema),
    back: (problem, { kind, id }) => `${workRecordPath(kind, id)}?work-error=${problem}`,
  },
  async ({ request, user, params: { kind, id }, input }) => {
    const changed = await applyWorkAction(user, kind, id, input);
    const message = WORK_TEXT.notices[input.action];
    return answer(request, `${workRecordPath(kind, id)}?work=${input.action}`, { message, changed });
  },
);
