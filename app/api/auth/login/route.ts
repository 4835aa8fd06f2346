import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { handler } from "@/lib/core/handler";
import { logIn } from "@/lib/features/auth/accounts";
import { authAnswer } from "@/lib/features/auth/form-post";
import { authPost, throttled } from "@/lib/features/auth/read-auth-post";
import { safeReturnPath } from "@/lib/features/auth/return-path";
import { loginSchema } from "@/lib/validation/auth";

// A form posted without JavaScript names where to go next in its action's `?next=`, as /login does.
const nextOf = (request: Request) => new URL(request.url).searchParams.get("next");
const screen = (request: Request) => {
  const next = nextOf(request);
  return next ? `/login?next=${encodeURIComponent(next)}` : "/login";
};

export const POST = handler(authPost("login", loginSchema, screen), async ({ request, input, ip }) => {
  const response = authAnswer(request, safeReturnPath(nextOf(request)), { message: AUTH_ANSWERS.loggedIn });
  await throttled("password", input.email, ip, () => logIn(input.email, input.password, ip, response));
  return response;
});
