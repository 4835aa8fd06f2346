import { AUTH_ANSWERS, GOOGLE_UNAVAILABLE } from "@/lib/content/messages/auth";
import { notFound } from "@/lib/core/errors";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { googleClientId } from "@/lib/features/auth/google";
import { signInWithGoogle } from "@/lib/features/auth/google-accounts";
import { safeReturnPath } from "@/lib/features/auth/session";
import { googleSchema } from "@/lib/validation/auth";

export const POST = handler(
  { limit: { scope: "auth-google" }, body: { schema: googleSchema } },
  async ({ input, ip }) => {
    if (!googleClientId()) throw notFound(GOOGLE_UNAVAILABLE);
    const response = json({ message: AUTH_ANSWERS.loggedIn, next: safeReturnPath(input.next, "/home") });
    await signInWithGoogle(input.credential, ip, response);
    return response;
  },
);
