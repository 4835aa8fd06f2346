import { resetPasswordByLink } from "@/lib/features/auth/accounts";
import { readAuthPost } from "@/lib/features/auth/read-auth-post";
import { json, route } from "@/lib/core/http";
import { AUTH_MESSAGES } from "@/lib/content/messages/auth";
import { resetByLinkSchema } from "@/lib/validation/auth";

// The reset mail's link: a signed token no guess can find, so the code limits do not stop it.
export const POST = route(async (request) => {
  const { input } = await readAuthPost(request, "reset-password-link", resetByLinkSchema);
  await resetPasswordByLink(input);
  return json({ message: AUTH_MESSAGES.resetSuccess });
});
