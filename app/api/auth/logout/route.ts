import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { endSession } from "@/lib/features/auth/session";
import { json, route } from "@/lib/core/http";
import { guardPublicPost } from "@/lib/core/public-post";

export const POST = route(async (request) => {
  await guardPublicPost(request, "auth-logout");
  const response = json({ message: AUTH_ANSWERS.loggedOut });
  await endSession(request, response);
  return response;
});
