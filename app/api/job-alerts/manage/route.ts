import { handler } from "@/lib/core/handler";
import { redirectTo } from "@/lib/core/http";
import { manageAlert } from "@/lib/features/job-alerts/requests";
import { manageAlertSchema } from "@/lib/validation/job-alerts";

// The manage page's buttons: save the filters, pause, resume or delete, then back to the page.
export const POST = handler(
  { limit: { scope: "job-alerts-manage" }, body: { schema: manageAlertSchema, form: true, maxBytes: 4096 } },
  async ({ input }) => redirectTo(await manageAlert(input)),
);
