import { SESSION_MESSAGES } from "@/lib/content/messages/auth";
import { currentUser } from "@/lib/features/auth/session";
import { DomainError, json, route } from "@/lib/core/http";

export const GET = route(async (request) => {
  const user = await currentUser(request);
  if (!user) throw new DomainError("unauthorised", SESSION_MESSAGES.notLoggedIn);
  return json({ user: { id: user.id, email: user.email, name: user.name, role: user.role } });
});
