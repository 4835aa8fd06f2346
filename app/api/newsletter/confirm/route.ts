import { answer, handler } from "@/lib/core/handler";
import { badRequest } from "@/lib/core/errors";
import { isNavigation } from "@/lib/core/http";
import { CONFIRM_PAGE } from "@/lib/content/subscription";
import { confirmSubscription } from "@/lib/features/subscriptions/subscriptions";
import { LINK_FORM_MAX_BYTES, linkFields, linkFormSchema } from "@/lib/validation/subscription-links";

// The confirm page's button (a plain form POST, so it works without JavaScript). Only this POST
// confirms; the link in the mail opens the page with the button.
export const POST = handler(
  {
    limit: { scope: "confirm" },
    body: { schema: linkFormSchema, form: linkFields, formOnly: true, maxBytes: LINK_FORM_MAX_BYTES },
  },
  async ({ request, input }) => {
    const outcome = await confirmSubscription(input.token ?? "");
    if (outcome === "invalid" && !isNavigation(request)) throw badRequest(CONFIRM_PAGE.invalid.text);
    // CSP form-action 'self' also covers this redirect, so it must stay on the host the browser used.
    return answer(request, `/subscription/confirm?done=${outcome}`, { outcome, message: CONFIRM_PAGE[outcome].title });
  },
);
