import { UNSUBSCRIBE_MESSAGES } from "@/lib/content/messages/subscriptions";
import { badRequest, isNavigation, json, redirectTo, route, unsupportedType } from "@/lib/core/http";
import { guardPublicPost } from "@/lib/core/public-post";
import { readLimitedText } from "@/lib/core/request";
import { unsubscribe } from "@/lib/features/subscriptions/subscriptions";

// Serves the page's button (a form POST) and mail clients' one-click POST (RFC 8058) alike;
// a GET never unsubscribes: it shows the page with the button (the List-Unsubscribe URL may be
// opened in a browser or fetched by a link scanner).
export const GET = route(async (request) => {
  const query = new URL(request.url).searchParams;
  const token = `token=${encodeURIComponent((query.get("token") ?? "").slice(0, 500))}`;
  const campaign = query.get("campaign");
  return redirectTo(`/subscription/unsubscribe?${token}${campaign ? `&campaign=${encodeURIComponent(campaign.slice(0, 200))}` : ""}`);
});

export const POST = route(async (request) => {
  await guardPublicPost(request, "unsubscribe");
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) throw unsupportedType();
  const form = new URLSearchParams(await readLimitedText(request, 4096));
  const query = new URL(request.url).searchParams;
  const token = form.get("token") ?? query.get("token") ?? "";
  if (!(await unsubscribe(token, form.get("campaign") ?? query.get("campaign")))) throw badRequest(UNSUBSCRIBE_MESSAGES.invalidLink);
  if (isNavigation(request)) {
    // CSP form-action 'self' also covers this redirect, so it must stay on the host the browser used.
    return redirectTo("/subscription/unsubscribe?done=1");
  }
  return json({ message: UNSUBSCRIBE_MESSAGES.done });
});
