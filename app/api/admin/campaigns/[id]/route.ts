import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { operator } from "@/lib/features/auth/access";
import { actOnCampaign, campaignBack, campaignPage, NEWSLETTER_PATH } from "@/lib/features/newsletter/operator";
import { campaignActionSchema } from "@/lib/validation/admin";

// Pause, resume or cancel a campaign. Resuming sends on from where it stopped: sent rows stay
// sent. Only a scheduled campaign that has not started can be cancelled.
export const POST = handler(
  { access: operator, body: jsonOrForm(campaignActionSchema), back: campaignBack(NEWSLETTER_PATH) },
  async ({ request, user, params: { id = "" }, input: { action } }) => {
    const message = await actOnCampaign(user, request, id, action);
    return answer(request, campaignPage(NEWSLETTER_PATH, "campaign", action), { message });
  },
);
