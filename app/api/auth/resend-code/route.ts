import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { resendCode } from "@/lib/features/auth/accounts";
import { readAuthPost } from "@/lib/features/auth/read-auth-post";
import { json, route } from "@/lib/core/http";
import { resendCodeSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input } = await readAuthPost(request, "resend-code", resendCodeSchema);
  await resendCode(input.email, input.purpose);
  return json({ message: AUTH_ANSWERS.codeSent });
});
