import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { resendCode } from "@/lib/features/auth/accounts";
import { authFormPost } from "@/lib/features/auth/form-post";
import { readAuthPost } from "@/lib/features/auth/read-auth-post";
import { json, route } from "@/lib/core/http";
import { forgotPasswordSchema } from "@/lib/validation/auth";

export const POST = route((request) =>
  authFormPost(request, "/forgot-password", json({ message: AUTH_ANSWERS.codeSent }), async () => {
    const { input } = await readAuthPost(request, "forgot-password", forgotPasswordSchema, { form: true });
    await resendCode(input.email, "reset");
    return "/verify-code";
  }),
);
