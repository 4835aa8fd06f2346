import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { parseWith } from "@/lib/core/request";
import { operator } from "@/lib/features/auth/access";
import { countAudience } from "@/lib/features/newsletter/campaigns";
import { interestsSchema } from "@/lib/validation/interests";

// How many confirmed subscribers a campaign would reach now: `?interests=jobs&interests=…`, none
// for everyone. The newsletter form asks again whenever its audience changes, before sending.
export const GET = handler({ access: operator }, async ({ request }) => {
  const asked = new URL(request.url).searchParams.getAll("interests");
  const { interests } = parseWith(interestsSchema, { interests: asked });
  return json({ count: await countAudience(interests.length > 0 ? interests : null) });
});
