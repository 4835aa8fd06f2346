import { handler } from "@/lib/core/handler";
import { redirectTo } from "@/lib/core/http";
import { confirmByLink } from "@/lib/features/job-alerts/requests";
import { confirmAlertSchema } from "@/lib/validation/job-alerts";

// The confirm page's button: on to the alert's manage page.
export const POST = handler(
  { limit: { scope: "job-alerts-confirm" }, body: { schema: confirmAlertSchema, form: true, maxBytes: 4096 } },
  async ({ input }) => redirectTo(await confirmByLink(input.token)),
);
