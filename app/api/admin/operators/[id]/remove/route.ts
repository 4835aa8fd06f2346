import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { firstMessage } from "@/lib/core/http";
import { OPERATORS_MESSAGES } from "@/lib/content/operators";
import { recordIdParam } from "@/lib/features/admin/lists";
import { recentOperator } from "@/lib/features/auth/access";
import { removeOperator } from "@/lib/features/operators";
import { removeOperatorSchema } from "@/lib/validation/workspace-settings";

// Takes the operator role from an account and signs it out everywhere, handing the records they
// own to the operator the confirmation step names; never the last operator.
export const POST = handler(
  {
    access: recentOperator("/admin/operators"),
    params: recordIdParam(OPERATORS_MESSAGES.unknownOperator),
    body: jsonOrForm(removeOperatorSchema),
    back: (_problem, { id }, { error }) =>
      `/admin/operators?remove=${encodeURIComponent(id)}&error=${encodeURIComponent(firstMessage(error))}`,
  },
  async ({ request, user, params: { id }, input }) => {
    await removeOperator(user, id, input.heirId || null);
    const location = id === user.id ? "/" : "/admin/operators?saved=removed";
    return answer(request, location, { message: OPERATORS_MESSAGES.removed });
  },
);
