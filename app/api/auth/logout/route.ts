import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { endSession } from "@/lib/features/auth/session";

export const POST = handler({ limit: { scope: "auth-logout" } }, async ({ request }) => {
  const response = json({ message: AUTH_ANSWERS.loggedOut });
  await endSession(request, response);
  return response;
});
