import { SESSION_MESSAGES } from "@/lib/content/messages/auth";
import { giveSecondFactor } from "@/lib/features/auth/second-factor";
import { currentUser } from "@/lib/features/auth/session";
import { DomainError, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { twoFactorSchema } from "@/lib/validation/two-factor";

// The second sign-in step of an operator account: a code from the app (which also ends
// enrolment the first time) or a recovery code.
export const POST = route(async (request) => {
  const { input, ip } = await readPublicPost(request, "auth-two-factor", twoFactorSchema, { maxBytes: 4 * 1024 });
  const user = await currentUser(request);
  if (!user?.needsSecondFactor) throw new DomainError("unauthorised", SESSION_MESSAGES.logInFirst);
  return giveSecondFactor(user, input, ip, request);
});
