import { answer, handler } from "@/lib/core/handler";
import { FORM_LIMIT } from "@/lib/core/request";
import { WORK_TEXT } from "@/lib/content/workspace-record";
import { applyBulk } from "@/lib/features/admin/work-actions";
import { operator } from "@/lib/features/auth/access";
import { bulkFormFields, bulkSchema } from "@/lib/validation/workspace-record";

// A list's bulk form: the ticked records moved to a stage or given to an owner, each one in its
// own history and the audit trail.
export const POST = handler(
  {
    access: operator,
    body: { schema: bulkSchema, form: bulkFormFields, maxBytes: FORM_LIMIT },
    back: (problem, _params, { input }) => `${input?.back?.split("?")[0] ?? "/admin"}?bulk-error=${problem}`,
  },
  async ({ request, user, input }) => {
    const changed = await applyBulk(user, input);
    const back = input.back ?? "/admin";
    return answer(request, `${back}${back.includes("?") ? "&" : "?"}bulk=${changed}`, {
      message: WORK_TEXT.notices.bulk(changed),
      changed,
    });
  },
);
