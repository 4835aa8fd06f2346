import { ACCOUNT_LINKS } from "@/lib/content/account-links";
import { answer, handler } from "@/lib/core/handler";
import { FORM_LIMIT } from "@/lib/core/request";
import { user } from "@/lib/features/auth/access";
import { cancelAccountAlert } from "@/lib/features/job-alerts/account";
import { cancelAlertSchema } from "@/lib/validation/job-alerts";

// Cancels one of the account's job alerts: a plain form post from My job alerts (a redirect back), or JSON from a script.
export const POST = handler(
  {
    access: user,
    limit: { scope: "account-job-alerts" },
    body: { schema: cancelAlertSchema, form: true, maxBytes: FORM_LIMIT },
  },
  async ({ request, user, input }) => {
    const message = await cancelAccountAlert(user.id, input.id);
    return answer(request, `${ACCOUNT_LINKS.alerts.href}?cancelled=1`, { message });
  },
);
