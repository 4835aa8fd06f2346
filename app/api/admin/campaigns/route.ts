import { requireOperatorApi } from "@/lib/features/auth/session";
import { json, route } from "@/lib/core/http";
import { listCampaigns } from "@/lib/features/newsletter/campaigns";

// The campaigns' progress, polled by the newsletter page while one is sending.
export const GET = route(async () => {
  await requireOperatorApi();
  return json({ campaigns: await listCampaigns() });
});
