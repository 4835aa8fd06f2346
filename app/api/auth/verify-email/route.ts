import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { verifyEmailCode } from "@/lib/features/auth/accounts";
import { authPost, throttled } from "@/lib/features/auth/read-auth-post";
import { verifyCodeSchema } from "@/lib/validation/auth";

export const POST = handler(authPost("verify-email", verifyCodeSchema), async ({ input, ip }) => {
  const result = await throttled("code", input.email, ip, () =>
    verifyEmailCode(input.email, input.code, input.purpose),
  );
  return json({ message: input.purpose === "signup" ? AUTH_ANSWERS.verified : AUTH_ANSWERS.codeOk, ...result });
});
