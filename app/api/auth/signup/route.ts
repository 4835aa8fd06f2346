import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { signUp } from "@/lib/features/auth/accounts";
import { authFormPost } from "@/lib/features/auth/form-post";
import { readAuthPost } from "@/lib/features/auth/read-auth-post";
import { json, route } from "@/lib/core/http";
import { signupSchema } from "@/lib/validation/auth";

export const POST = route((request) =>
  authFormPost(request, "/signup", json({ message: AUTH_ANSWERS.signup }), async () => {
    const { input } = await readAuthPost(request, "signup", signupSchema, { form: true });
    await signUp(input);
    return "/verify-email";
  }),
);
