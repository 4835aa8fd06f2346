import { badRequest, isNavigation, json, redirectTo, route, unsupportedType } from "@/lib/core/http";
import { guardPublicPost } from "@/lib/core/public-post";
import { readLimitedText } from "@/lib/core/request";
import { CONFIRM_PAGE } from "@/lib/content/subscription";
import { confirmSubscription } from "@/lib/features/subscriptions/subscriptions";

// The confirm page's button (a plain form POST, so it works without JavaScript). Only this POST
// confirms; the link in the mail opens the page with the button.
export const POST = route(async (request) => {
  await guardPublicPost(request, "confirm");
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) throw unsupportedType();
  const token = new URLSearchParams(await readLimitedText(request, 4096)).get("token") ?? "";
  const outcome = await confirmSubscription(token);
  if (isNavigation(request)) {
    // CSP form-action 'self' also covers this redirect, so it must stay on the host the browser used.
    return redirectTo(`/subscription/confirm?done=${outcome}`);
  }
  if (outcome === "invalid") throw badRequest(CONFIRM_PAGE.invalid.text);
  return json({ outcome, message: CONFIRM_PAGE[outcome].title });
});
