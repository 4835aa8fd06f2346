import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { recentOperator } from "@/lib/features/auth/access";
import { announce, announcedPage, campaignBack, postPageOf } from "@/lib/features/newsletter/operator";
import { announceSchema } from "@/lib/validation/newsletter";

// Announces a published post to the subscribers of its area: a campaign from its title, summary,
// cover and link, now or at the time given; once per post.
export const POST = handler(
  { access: recentOperator(postPageOf), body: jsonOrForm(announceSchema), back: campaignBack(postPageOf) },
  async ({ request, user, params: { id = "" }, input }) => {
    const { campaign, message } = await announce(user, id, input);
    const { created } = campaign;
    const body = { message, campaignId: campaign.id, recipients: campaign.total, status: campaign.status, created };
    return answer(request, announcedPage(id, campaign), body, created ? 202 : 200);
  },
);
