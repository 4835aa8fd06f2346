import { answer, handler } from "@/lib/core/handler";
import { badRequest } from "@/lib/core/errors";
import { isNavigation } from "@/lib/core/http";
import { PREFERENCES_PAGE } from "@/lib/content/subscription";
import { savePreferences } from "@/lib/features/subscriptions/preferences";
import { LINK_FORM_MAX_BYTES, preferencesFields, preferencesFormSchema } from "@/lib/validation/subscription-links";

// The preferences page's Save button (a plain form POST, so it works without JavaScript): the only
// way a confirmed subscriber's topics change. A navigation is answered with the page again.
export const POST = handler(
  {
    limit: { scope: "preferences" },
    body: { schema: preferencesFormSchema, form: preferencesFields, formOnly: true, maxBytes: LINK_FORM_MAX_BYTES },
  },
  async ({ request, input: { token, interests } }) => {
    const saved = await savePreferences(token, interests);
    if (!saved && !isNavigation(request)) throw badRequest(PREFERENCES_PAGE.invalid.text);
    // CSP form-action 'self' also covers this redirect, so it must stay on the host the browser used.
    const page = `/subscription/preferences?token=${encodeURIComponent(token.slice(0, 500))}`;
    return answer(request, saved ? `${page}&saved=1` : page, { message: PREFERENCES_PAGE.saved });
  },
);
