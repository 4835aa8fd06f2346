import { OPERATORS_MESSAGES } from "@/lib/content/operators";
import { isRecordId } from "@/lib/features/admin/lists";
import { answer } from "@/lib/core/handler";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { cancelInvite } from "@/lib/features/operators";
import { notFound, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";

type Context = { params: Promise<{ id: string }> };

// Cancels a waiting operator invitation (audited), from the operators page's confirmation step.
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi(request);
  const { id } = await params;
  if (!isRecordId(id)) throw notFound(OPERATORS_MESSAGES.unknownInvite);
  await cancelInvite(operator, id);
  return answer(request, "/admin/operators?saved=cancelled", { message: OPERATORS_MESSAGES.cancelled });
});
