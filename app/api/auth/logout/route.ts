import { AUTH_ANSWERS } from "@/lib/auth/accounts";
import { endSession } from "@/lib/auth/session";
import { json, route } from "@/lib/http";
import { guardPublicPost } from "@/lib/public-post";

export const POST = route(async (request) => {
  guardPublicPost(request, "auth-logout");
  const response = json({ message: AUTH_ANSWERS.loggedOut });
  await endSession(request, response);
  return response;
});
