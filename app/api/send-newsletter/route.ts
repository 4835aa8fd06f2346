import { requireOperatorApi } from "@/lib/auth/session";
import { json, route } from "@/lib/http";
import { createCampaign } from "@/lib/newsletter/campaigns";
import { readNewsletterForm } from "@/lib/newsletter/form";
import { kickNewsletter } from "@/lib/newsletter/runtime";
import { assertSameOrigin } from "@/lib/security/origin";
import { NEWSLETTER_MESSAGES } from "@/lib/validation/newsletter";

// Stores the campaign and one delivery per confirmed subscriber, then answers at once (202):
// the background sender (lib/newsletter/sender.ts) does the sending.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi();
  const { input, image, requestId } = await readNewsletterForm(request);
  const campaign = await createCampaign({ ...input, image, requestId, createdBy: operator.email });
  kickNewsletter();
  return json({ message: NEWSLETTER_MESSAGES.sent, campaignId: campaign.id, recipients: campaign.total }, 202);
});
