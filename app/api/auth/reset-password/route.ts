import { AUTH_MESSAGES } from "@/lib/content/messages/auth";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { resetPassword } from "@/lib/features/auth/accounts";
import { authPost, throttled } from "@/lib/features/auth/read-auth-post";
import { resetPasswordSchema } from "@/lib/validation/auth";

export const POST = handler(authPost("reset-password", resetPasswordSchema), async ({ input, ip }) => {
  await throttled("code", input.email, ip, () => resetPassword(input));
  return json({ message: AUTH_MESSAGES.resetSuccess });
});
