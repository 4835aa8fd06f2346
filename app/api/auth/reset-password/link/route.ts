import { AUTH_MESSAGES } from "@/lib/content/messages/auth";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { resetPasswordByLink } from "@/lib/features/auth/accounts";
import { authPost } from "@/lib/features/auth/read-auth-post";
import { resetByLinkSchema } from "@/lib/validation/auth";

// The reset mail's link: a signed token no guess can find, so the code limits do not stop it.
export const POST = handler(authPost("reset-password-link", resetByLinkSchema), async ({ input }) => {
  await resetPasswordByLink(input);
  return json({ message: AUTH_MESSAGES.resetSuccess });
});
