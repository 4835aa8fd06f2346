import { PREFERENCES_PAGE } from "@/lib/content/subscription";
import { badRequest, isNavigation, json, redirectTo, route, unsupportedType } from "@/lib/core/http";
import { guardPublicPost } from "@/lib/core/public-post";
import { parseWith, readLimitedText } from "@/lib/core/request";
import { savePreferences } from "@/lib/features/subscriptions/preferences";
import { interestsSchema } from "@/lib/validation/interests";

// The preferences page's Save button (a plain form POST, so it works without JavaScript): the only
// way a confirmed subscriber's topics change. A navigation is answered with the page again.
export const POST = route(async (request) => {
  await guardPublicPost(request, "preferences");
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) throw unsupportedType();
  const form = new URLSearchParams(await readLimitedText(request, 4096));
  const token = form.get("token") ?? "";
  const { interests } = parseWith(interestsSchema, { interests: form.getAll("interests") });
  const saved = await savePreferences(token, interests);
  // CSP form-action 'self' also covers this redirect, so it must stay on the host the browser used.
  const page = `/subscription/preferences?token=${encodeURIComponent(token.slice(0, 500))}`;
  if (isNavigation(request)) return redirectTo(saved ? `${page}&saved=1` : page);
  if (!saved) throw badRequest(PREFERENCES_PAGE.invalid.text);
  return json({ message: PREFERENCES_PAGE.saved });
});
