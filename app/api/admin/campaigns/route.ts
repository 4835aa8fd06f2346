import { requireOperatorApi } from "@/lib/auth/session";
import { json, route } from "@/lib/http";
import { listCampaigns } from "@/lib/newsletter/campaigns";

// The campaigns' progress, polled by the newsletter page while one is sending.
export const GET = route(async () => {
  await requireOperatorApi();
  return json({ campaigns: await listCampaigns() });
});
