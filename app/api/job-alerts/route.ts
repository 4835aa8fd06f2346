import { answer, handler } from "@/lib/core/handler";
import { JOB_ALERT_TEXT } from "@/lib/content/job-alerts";
import { signUp } from "@/lib/features/job-alerts/requests";
import { alertSignupSchema } from "@/lib/validation/job-alerts";

// A new alert for the list's filters, the same answer whatever the address; a page goes back to the list.
export const POST = handler(
  {
    limit: { scope: "job-alerts", email: (input) => input.email },
    body: { schema: alertSignupSchema, form: true, maxBytes: 32 * 1024 },
  },
  async ({ request, input, ip }) => answer(request, await signUp(input, ip), { message: JOB_ALERT_TEXT.sent }),
);
