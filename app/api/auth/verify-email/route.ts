import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { verifyEmailCode } from "@/lib/features/auth/accounts";
import { readAuthPost, throttled } from "@/lib/features/auth/read-auth-post";
import { json, route } from "@/lib/core/http";
import { verifyCodeSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input, ip } = await readAuthPost(request, "verify-email", verifyCodeSchema);
  const result = await throttled("code", input.email, ip, () => verifyEmailCode(input.email, input.code, input.purpose));
  return json({ message: input.purpose === "signup" ? AUTH_ANSWERS.verified : AUTH_ANSWERS.codeOk, ...result });
});
