import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { logIn } from "@/lib/features/auth/accounts";
import { authFormPost } from "@/lib/features/auth/form-post";
import { readAuthPost, throttled } from "@/lib/features/auth/read-auth-post";
import { safeReturnPath } from "@/lib/features/auth/return-path";
import { json, route } from "@/lib/core/http";
import { loginSchema } from "@/lib/validation/auth";

// A form posted without JavaScript names where to go next in its action's `?next=`, as /login does.
export const POST = route(async (request) => {
  const next = new URL(request.url).searchParams.get("next");
  const screen = next ? `/login?next=${encodeURIComponent(next)}` : "/login";
  return authFormPost(request, screen, json({ message: AUTH_ANSWERS.loggedIn }), async (response) => {
    const { input, ip } = await readAuthPost(request, "login", loginSchema, { form: true });
    await throttled("password", input.email, ip, () => logIn(input.email, input.password, ip, response));
    return safeReturnPath(next);
  });
});
