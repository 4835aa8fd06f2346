import { SESSION_MESSAGES } from "@/lib/content/messages/auth";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { anySession } from "@/lib/features/auth/access";

export const GET = handler({ access: anySession(SESSION_MESSAGES.notLoggedIn) }, async ({ user }) =>
  json({ user: { id: user.id, email: user.email, name: user.name, role: user.role } }),
);
