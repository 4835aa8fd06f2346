import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { RATE_RULES } from "@/lib/core/rate-limit";
import { resumeDetails } from "@/lib/features/resume";

// The details a chosen resume gives, for the quick-apply form to fill in (nothing is stored).
export const POST = handler(
  { limit: { scope: "resume-details", rule: RATE_RULES.resumeDetailsPerIp } },
  async ({ request }) => json({ details: await resumeDetails(request) }),
);
