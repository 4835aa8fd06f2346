import { answer, handler } from "@/lib/core/handler";
import { OPERATORS_MESSAGES } from "@/lib/content/operators";
import { recordIdParam } from "@/lib/features/admin/lists";
import { recentOperator } from "@/lib/features/auth/access";
import { removeOperator } from "@/lib/features/operators";

// Takes the operator role from an account and signs it out everywhere; never the last operator.
export const POST = handler(
  { access: recentOperator("/admin/operators"), params: recordIdParam(OPERATORS_MESSAGES.unknownOperator) },
  async ({ request, user, params: { id } }) => {
    await removeOperator(user, id);
    const location = id === user.id ? "/" : "/admin/operators?saved=removed";
    return answer(request, location, { message: OPERATORS_MESSAGES.removed });
  },
);
