import { ACCOUNT_LINKS } from "@/lib/content/account";
import { route } from "@/lib/core/http";
import { guardPublicPost } from "@/lib/core/public-post";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { requireUserApi } from "@/lib/features/auth/session";
import { cancelAccountAlert } from "@/lib/features/job-alerts/account";
import { cancelAlertSchema } from "@/lib/validation/job-alerts";

// Cancels one of the account's job alerts: a plain form post from My job alerts (a redirect back), or JSON from a script.
export const POST = route(async (request) => {
  await guardPublicPost(request, "account-job-alerts");
  const user = await requireUserApi(request);
  const { id } = await readJsonOrForm(request, cancelAlertSchema);
  const message = await cancelAccountAlert(user.id, id);
  return answer(request, `${ACCOUNT_LINKS.alerts.href}?cancelled=1`, { message });
});
