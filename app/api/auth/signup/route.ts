import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { signUp } from "@/lib/features/auth/accounts";
import { readAuthPost } from "@/lib/features/auth/read-auth-post";
import { json, route } from "@/lib/core/http";
import { signupSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input } = await readAuthPost(request, "signup", signupSchema);
  await signUp(input);
  return json({ message: AUTH_ANSWERS.signup });
});
