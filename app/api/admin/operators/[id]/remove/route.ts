import { OPERATORS_MESSAGES } from "@/lib/content/operators";
import { isRecordId } from "@/lib/features/admin/lists";
import { answer } from "@/lib/core/handler";
import { requireRecentFactorApi } from "@/lib/features/auth/recent-factor";
import { removeOperator } from "@/lib/features/operators";
import { notFound, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";

type Context = { params: Promise<{ id: string }> };

// Takes the operator role from an account and signs it out everywhere; never the last operator.
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const operator = await requireRecentFactorApi(request, "/admin/operators");
  const { id } = await params;
  if (!isRecordId(id)) throw notFound(OPERATORS_MESSAGES.unknownOperator);
  await removeOperator(operator, id);
  return answer(request, id === operator.id ? "/" : "/admin/operators?saved=removed", { message: OPERATORS_MESSAGES.removed });
});
