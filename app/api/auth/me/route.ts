import { signedInUser } from "@/lib/features/auth/session";
import { json, route } from "@/lib/core/http";

// The navbar's account island asks this after the page has loaded, so static pages stay static.
// A session still waiting for the operator's second factor is not signed in here.
// Signed out is a plain answer, not a 401: every anonymous page view asks, and a 401 would be logged.
export const GET = route(async (request) => {
  const user = await signedInUser(request);
  return json({ account: user ? { name: user.name, email: user.email } : null });
});
