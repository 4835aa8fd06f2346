import { AUTH_ANSWERS, logIn } from "@/lib/auth/accounts";
import { readAuthPost } from "@/lib/auth/read-auth-post";
import { json, route } from "@/lib/http";
import { loginSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input, ip } = await readAuthPost(request, "login", loginSchema);
  const response = json({ message: AUTH_ANSWERS.loggedIn });
  await logIn(input.email, input.password, ip, response);
  return response;
});
