import { resetPassword } from "@/lib/features/auth/accounts";
import { readAuthPost } from "@/lib/features/auth/read-auth-post";
import { json, route } from "@/lib/core/http";
import { AUTH_MESSAGES } from "@/lib/content/messages/auth";
import { resetPasswordSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input } = await readAuthPost(request, "reset-password", resetPasswordSchema);
  await resetPassword(input);
  return json({ message: AUTH_MESSAGES.resetSuccess });
});
