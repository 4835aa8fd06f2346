import { readJsonOrForm } from "@/lib/features/admin/request";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { conflict, json, route } from "@/lib/core/http";
import { pauseCampaign, resumeCampaign } from "@/lib/features/newsletter/campaigns";
import { newsletterSender } from "@/lib/features/newsletter/runtime";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { campaignActionSchema } from "@/lib/validation/admin";

type Context = { params: Promise<{ id: string }> };

// Pause or resume a campaign. Resuming sends on from where it stopped: sent rows stay sent.
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi();
  const { id } = await params;
  const { action } = await readJsonOrForm(request, campaignActionSchema);
  if (action === "pause") {
    if (!(await pauseCampaign(id, `Paused by ${operator.email}.`))) throw conflict("Only a campaign that is sending can be paused.");
    newsletterSender().pause(id);
    return json({ message: "The campaign is paused." });
  }
  if (!(await resumeCampaign(id))) throw conflict("Only a paused campaign can be resumed.");
  newsletterSender().resume(id);
  return json({ message: "The campaign is sending again." });
});
