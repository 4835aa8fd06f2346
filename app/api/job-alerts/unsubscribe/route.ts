import { handler } from "@/lib/core/handler";
import { json, redirectTo } from "@/lib/core/http";
import { alertManagePath, JOB_ALERT_TEXT } from "@/lib/content/job-alerts";
import { unsubscribeOneClick } from "@/lib/features/job-alerts/requests";

// A browser or a link scanner opening the mailed address gets the manage page, which changes nothing by itself.
export const GET = handler({}, async ({ request }) =>
  redirectTo(alertManagePath((new URL(request.url).searchParams.get("token") ?? "").slice(0, 500))),
);

// A mail client's one-click POST (RFC 8058) deletes the alert. Mail providers post it from their own
// servers: no same-origin check, only the per-IP limit.
export const POST = handler({ sameOrigin: false, limit: { scope: "job-alerts-unsubscribe" } }, async ({ request }) => {
  await unsubscribeOneClick(request);
  return json({ message: JOB_ALERT_TEXT.removed });
});
