import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { handler } from "@/lib/core/handler";
import { resendCode } from "@/lib/features/auth/accounts";
import { authAnswer } from "@/lib/features/auth/form-post";
import { authPost } from "@/lib/features/auth/read-auth-post";
import { forgotPasswordSchema } from "@/lib/validation/auth";

export const POST = handler(
  authPost("forgot-password", forgotPasswordSchema, "/forgot-password"),
  async ({ request, input }) => {
    await resendCode(input.email, "reset");
    return authAnswer(request, "/verify-code", { message: AUTH_ANSWERS.codeSent });
  },
);
