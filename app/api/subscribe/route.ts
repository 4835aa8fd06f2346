import { json, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { subscribe } from "@/lib/features/subscriptions/signup";
import { SUBSCRIBE_SUCCESS_MESSAGE } from "@/lib/content/messages/subscriptions";
import { subscribeSchema } from "@/lib/validation/subscribe";

export const POST = route(async (request) => {
  const { input, ip } = await readPublicPost(request, "subscribe", subscribeSchema, { email: (i) => i.email });
  if (!input.website) await subscribe(input.email, ip, input.interests);
  return json({ message: SUBSCRIBE_SUCCESS_MESSAGE });
});
