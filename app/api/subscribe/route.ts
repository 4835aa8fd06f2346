import { json, route } from "@/lib/http";
import { enforceRateLimit, RATE_RULES } from "@/lib/rate-limit";
import { readJson } from "@/lib/request";
import { clientIp } from "@/lib/security/client-ip";
import { assertSameOrigin } from "@/lib/security/origin";
import { subscribe } from "@/lib/subscriptions";
import { subscribeSchema, SUBSCRIBE_SUCCESS_MESSAGE } from "@/lib/validation/subscribe";

export const POST = route(async (request) => {
  assertSameOrigin(request);
  const ip = clientIp(request);
  enforceRateLimit([{ key: `subscribe:ip:${ip}`, rule: RATE_RULES.publicPostPerIp }]);
  const input = await readJson(request, subscribeSchema);
  enforceRateLimit([{ key: `subscribe:email:${input.email}`, rule: RATE_RULES.perEmail }]);
  if (!input.website) await subscribe(input.email, ip);
  return json({ message: SUBSCRIBE_SUCCESS_MESSAGE });
});
