import { answer, handler } from "@/lib/core/handler";
import { recentOperator } from "@/lib/features/auth/access";
import { readNewsletterForm } from "@/lib/features/newsletter/form";
import { campaignBack, campaignPage, NEWSLETTER_PATH, outcome, sendCampaign } from "@/lib/features/newsletter/operator";

// Stores the campaign and one delivery per confirmed subscriber, then answers at once (202): the
// background sender (lib/runtime/newsletter/sender.ts) does the sending. A scheduled campaign
// gets its deliveries when it starts (lib/features/newsletter/schedule.ts). The multipart body is
// read, its image streamed, by the feature (readNewsletterForm).
export const POST = handler(
  { access: recentOperator(NEWSLETTER_PATH), back: campaignBack(NEWSLETTER_PATH) },
  async ({ request, user }) => {
    const { campaign, message } = await sendCampaign(user, await readNewsletterForm(request));
    const { id: campaignId, total: recipients, status, scheduledAt } = campaign;
    const body = { message, campaignId, recipients, status, scheduledAt: scheduledAt?.toISOString() ?? null };
    return answer(request, campaignPage(NEWSLETTER_PATH, "campaign", outcome(campaign)), body, 202);
  },
);
