import { INVITE_COPY } from "@/lib/content/operators";
import { SESSION_MESSAGES } from "@/lib/content/messages/auth";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { currentUser, TWO_FACTOR_PATH } from "@/lib/features/auth/session";
import { acceptInvite } from "@/lib/features/operators";
import { DomainError, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { acceptInviteSchema } from "@/lib/validation/operators";

// Accepts an operator invitation for the signed-in account; the page's form then goes on to enrolment.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const user = await currentUser(request);
  if (!user) throw new DomainError("unauthorised", SESSION_MESSAGES.logInFirst);
  const { token } = await readJsonOrForm(request, acceptInviteSchema);
  await acceptInvite(token, user);
  return answer(request, `${TWO_FACTOR_PATH}?next=/admin`, { message: INVITE_COPY.accepted });
});
