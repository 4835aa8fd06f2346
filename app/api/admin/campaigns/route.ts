import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { parseFilters } from "@/lib/features/admin/filters";
import { operator } from "@/lib/features/auth/access";
import { listCampaigns } from "@/lib/features/newsletter/campaigns";

// The campaigns' progress, polled by the newsletter page while one is sending: the page it shows (?page=).
export const GET = handler({ access: operator }, async ({ request }) =>
  json({ campaigns: await listCampaigns(parseFilters(new URL(request.url).searchParams, []).page) }),
);
