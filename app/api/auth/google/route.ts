import { AUTH_ANSWERS, GOOGLE_UNAVAILABLE } from "@/lib/content/messages/auth";
import { googleClientId } from "@/lib/features/auth/google";
import { signInWithGoogle } from "@/lib/features/auth/google-accounts";
import { safeReturnPath } from "@/lib/features/auth/session";
import { json, notFound, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { googleSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  if (!googleClientId()) throw notFound(GOOGLE_UNAVAILABLE);
  const { input, ip } = await readPublicPost(request, "auth-google", googleSchema);
  const response = json({ message: AUTH_ANSWERS.loggedIn, next: safeReturnPath(input.next, "/home") });
  await signInWithGoogle(input.credential, ip, response);
  return response;
});
