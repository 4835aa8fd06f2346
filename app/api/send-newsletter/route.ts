import { audienceLabel } from "@/lib/content/newsletter-audience";
import { recordAudit } from "@/lib/features/audit";
import { requireRecentFactorApi } from "@/lib/features/auth/recent-factor";
import { json, route } from "@/lib/core/http";
import { createCampaign } from "@/lib/features/newsletter/campaigns";
import { readNewsletterForm } from "@/lib/features/newsletter/form";
import { kickNewsletter } from "@/lib/features/newsletter/runtime";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { NEWSLETTER_MESSAGES } from "@/lib/validation/newsletter";

// Stores the campaign and one delivery per confirmed subscriber it goes to (all, or those with any
// of the chosen interests), then answers at once (202):
// the background sender (lib/features/newsletter/sender.ts) does the sending.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireRecentFactorApi(request, "/Newsletter");
  const { input, image, requestId, audience } = await readNewsletterForm(request);
  const campaign = await createCampaign({ ...input, image, requestId, audience, createdBy: operator.email });
  await recordAudit(operator, "newsletter-send", { kind: "campaign", id: campaign.id }, `${campaign.total} recipients: ${audienceLabel(audience)}`);
  kickNewsletter();
  return json({ message: NEWSLETTER_MESSAGES.sent, campaignId: campaign.id, recipients: campaign.total }, 202);
});
