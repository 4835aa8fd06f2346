import { AUTH_ANSWERS, resendCode } from "@/lib/auth/accounts";
import { readAuthPost } from "@/lib/auth/read-auth-post";
import { json, route } from "@/lib/http";
import { forgotPasswordSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input } = await readAuthPost(request, "forgot-password", forgotPasswordSchema);
  await resendCode(input.email, "reset");
  return json({ message: AUTH_ANSWERS.codeSent });
});
