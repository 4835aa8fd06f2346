import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { logIn } from "@/lib/features/auth/accounts";
import { readAuthPost, throttled } from "@/lib/features/auth/read-auth-post";
import { json, route } from "@/lib/core/http";
import { loginSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input, ip } = await readAuthPost(request, "login", loginSchema);
  const response = json({ message: AUTH_ANSWERS.loggedIn });
  await throttled("password", input.email, ip, () => logIn(input.email, input.password, ip, response));
  return response;
});
