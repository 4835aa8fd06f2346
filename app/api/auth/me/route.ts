import { currentUser } from "@/lib/features/auth/session";
import { json, route } from "@/lib/core/http";

// The navbar's account island asks this after the page has loaded, so static pages stay static.
// Signed out is a plain answer, not a 401: every anonymous page view asks, and a 401 would be logged.
export const GET = route(async (request) => {
  const user = await currentUser(request);
  return json({ account: user ? { name: user.name, email: user.email } : null });
});
