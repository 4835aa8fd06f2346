import { resetPassword } from "@/lib/features/auth/accounts";
import { readAuthPost, throttled } from "@/lib/features/auth/read-auth-post";
import { json, route } from "@/lib/core/http";
import { AUTH_MESSAGES } from "@/lib/content/messages/auth";
import { resetPasswordSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input, ip } = await readAuthPost(request, "reset-password", resetPasswordSchema);
  await throttled("code", input.email, ip, () => resetPassword(input));
  return json({ message: AUTH_MESSAGES.resetSuccess });
});
