import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { maybeUser } from "@/lib/features/auth/access";

// The navbar's account island asks this after the page has loaded, so static pages stay static.
// A session still waiting for the operator's second factor is not signed in here.
// Signed out is a plain answer, not a 401: every anonymous page view asks, and a 401 would be logged.
export const GET = handler({ access: maybeUser }, async ({ user }) =>
  json({ account: user ? { name: user.name, email: user.email } : null }),
);
