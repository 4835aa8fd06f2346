import { AUTH_ANSWERS } from "@/lib/features/auth/accounts";
import { googleClientId } from "@/lib/features/auth/google";
import { signInWithGoogle } from "@/lib/features/auth/google-accounts";
import { safeReturnPath } from "@/lib/features/auth/session";
import { json, notFound, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { googleSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  if (!googleClientId()) throw notFound("Google sign-in is not available.");
  const { input, ip } = await readPublicPost(request, "auth-google", googleSchema);
  const response = json({ message: AUTH_ANSWERS.loggedIn, next: safeReturnPath(input.next, "/home") });
  await signInWithGoogle(input.credential, ip, response);
  return response;
});
