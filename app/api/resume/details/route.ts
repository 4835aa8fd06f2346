import { json, route } from "@/lib/core/http";
import { resumeDetails } from "@/lib/features/resume";

// The details a chosen resume gives, for the quick-apply form to fill in (nothing is stored).
export const POST = route(async (request) => json({ details: await resumeDetails(request) }));
