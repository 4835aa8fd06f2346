import { requireOperatorApi } from "@/lib/features/auth/session";
import { json, route } from "@/lib/core/http";
import { parseFilters } from "@/lib/features/admin/filters";
import { listCampaigns } from "@/lib/features/newsletter/campaigns";

// The campaigns' progress, polled by the newsletter page while one is sending: the page it shows (?page=).
export const GET = route(async (request) => {
  await requireOperatorApi(request);
  return json({ campaigns: await listCampaigns(parseFilters(new URL(request.url).searchParams, []).page) });
});
