import { answer, handler } from "@/lib/core/handler";
import { badRequest } from "@/lib/core/errors";
import { redirectTo } from "@/lib/core/http";
import { UNSUBSCRIBE_MESSAGES } from "@/lib/content/messages/subscriptions";
import { unsubscribe } from "@/lib/features/subscriptions/subscriptions";
import { LINK_FORM_MAX_BYTES, linkFields, linkFormSchema } from "@/lib/validation/subscription-links";

// Serves the page's button (a form POST) and mail clients' one-click POST (RFC 8058) alike;
// a GET never unsubscribes: it shows the page with the button (the List-Unsubscribe URL may be
// opened in a browser or fetched by a link scanner).
export const GET = handler({}, async ({ request }) => {
  const query = new URL(request.url).searchParams;
  const token = `token=${encodeURIComponent((query.get("token") ?? "").slice(0, 500))}`;
  const campaign = query.get("campaign");
  return redirectTo(
    `/subscription/unsubscribe?${token}${campaign ? `&campaign=${encodeURIComponent(campaign.slice(0, 200))}` : ""}`,
  );
});

export const POST = handler(
  {
    limit: { scope: "unsubscribe" },
    body: { schema: linkFormSchema, form: linkFields, formOnly: true, maxBytes: LINK_FORM_MAX_BYTES },
  },
  async ({ request, input }) => {
    const query = new URL(request.url).searchParams;
    if (!(await unsubscribe(input.token ?? query.get("token") ?? "", input.campaign ?? query.get("campaign")))) {
      throw badRequest(UNSUBSCRIBE_MESSAGES.invalidLink);
    }
    // CSP form-action 'self' also covers this redirect, so it must stay on the host the browser used.
    return answer(request, "/subscription/unsubscribe?done=1", { message: UNSUBSCRIBE_MESSAGES.done });
  },
);
