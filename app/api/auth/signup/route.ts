import { AUTH_ANSWERS, signUp } from "@/lib/auth/accounts";
import { readAuthPost } from "@/lib/auth/read-auth-post";
import { json, route } from "@/lib/http";
import { signupSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input } = await readAuthPost(request, "signup", signupSchema);
  await signUp(input);
  return json({ message: AUTH_ANSWERS.signup });
});
