import { OPERATORS_MESSAGES } from "@/lib/content/operators";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { requireRecentFactorApi } from "@/lib/features/auth/recent-factor";
import { inviteOperator } from "@/lib/features/operators";
import { route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { inviteSchema } from "@/lib/validation/operators";

// Invites an operator by mail, from the operators page's form (or a script's JSON).
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireRecentFactorApi(request, "/admin/operators");
  const { email } = await readJsonOrForm(request, inviteSchema);
  await inviteOperator(operator, email);
  return answer(request, "/admin/operators?saved=invited", { message: OPERATORS_MESSAGES.invited(email) });
});
