import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { resendCode } from "@/lib/features/auth/accounts";
import { authPost } from "@/lib/features/auth/read-auth-post";
import { resendCodeSchema } from "@/lib/validation/auth";

export const POST = handler(authPost("resend-code", resendCodeSchema), async ({ input }) => {
  await resendCode(input.email, input.purpose);
  return json({ message: AUTH_ANSWERS.codeSent });
});
