import { json, route } from "@/lib/core/http";
import { parseWith } from "@/lib/core/request";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { countAudience } from "@/lib/features/newsletter/campaigns";
import { interestsSchema } from "@/lib/validation/interests";

// How many confirmed subscribers a campaign would reach now: `?interests=jobs&interests=…`, none
// for everyone. The newsletter form asks again whenever its audience changes, before sending.
export const GET = route(async (request) => {
  await requireOperatorApi(request);
  const { interests } = parseWith(interestsSchema, { interests: new URL(request.url).searchParams.getAll("interests") });
  return json({ count: await countAudience(interests.length > 0 ? interests : null) });
});
