import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { OPERATORS_MESSAGES } from "@/lib/content/operators";
import { recentOperator } from "@/lib/features/auth/access";
import { inviteOperator } from "@/lib/features/operators";
import { inviteSchema } from "@/lib/validation/operators";

// Invites an operator by mail, from the operators page's form (or a script's JSON).
export const POST = handler(
  { access: recentOperator("/admin/operators"), body: jsonOrForm(inviteSchema) },
  async ({ request, user, input: { email } }) => {
    await inviteOperator(user, email);
    return answer(request, "/admin/operators?saved=invited", { message: OPERATORS_MESSAGES.invited(email) });
  },
);
