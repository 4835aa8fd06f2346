import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { handler } from "@/lib/core/handler";
import { signUp } from "@/lib/features/auth/accounts";
import { authAnswer } from "@/lib/features/auth/form-post";
import { authPost } from "@/lib/features/auth/read-auth-post";
import { signupSchema } from "@/lib/validation/auth";

export const POST = handler(authPost("signup", signupSchema, "/signup"), async ({ request, input }) => {
  await signUp(input);
  return authAnswer(request, "/verify-email", { message: AUTH_ANSWERS.signup });
});
