import { answer, handler } from "@/lib/core/handler";
import { OPERATORS_MESSAGES } from "@/lib/content/operators";
import { recordIdParam } from "@/lib/features/admin/lists";
import { operator } from "@/lib/features/auth/access";
import { cancelInvite } from "@/lib/features/operators";

// Cancels a waiting operator invitation (audited), from the operators page's confirmation step.
export const POST = handler(
  { access: operator, params: recordIdParam(OPERATORS_MESSAGES.unknownInvite) },
  async ({ request, user, params }) => {
    await cancelInvite(user, params.id);
    return answer(request, "/admin/operators?saved=cancelled", { message: OPERATORS_MESSAGES.cancelled });
  },
);
