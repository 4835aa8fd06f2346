import { CAMPAIGN_TEXT } from "@/lib/content/admin";
import { readJsonOrForm } from "@/lib/core/request";
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
    if (!(await pauseCampaign(id, CAMPAIGN_TEXT.pausedBy(operator.email)))) throw conflict(CAMPAIGN_TEXT.onlySendingPauses);
    newsletterSender().pause(id);
    return json({ message: CAMPAIGN_TEXT.paused });
  }
  if (!(await resumeCampaign(id))) throw conflict(CAMPAIGN_TEXT.onlyPausedResumes);
  newsletterSender().resume(id);
  return json({ message: CAMPAIGN_TEXT.resumed });
});
