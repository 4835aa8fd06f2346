import { CONFIRM_FACTOR_MESSAGES } from "@/lib/content/confirm-factor";
import { TWO_FACTOR_MESSAGES } from "@/lib/content/two-factor";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { confirmPath } from "@/lib/features/auth/recent-factor";
import { safeReturnPath } from "@/lib/features/auth/return-path";
import { confirmSecondFactor } from "@/lib/features/auth/second-factor";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { HttpError, invalid, isNavigation, redirectTo, route } from "@/lib/core/http";
import { guardPublicPost } from "@/lib/core/public-post";
import { asTwoFactorInput, confirmFactorSchema } from "@/lib/validation/confirm-factor";

// The operator gives the second factor again (an app or recovery code) before a sensitive action;
// a page's form goes back to its page, or to the confirmation step with the reason it failed.
export const POST = route(async (request) => {
  const ip = await guardPublicPost(request, "admin-confirm");
  const operator = await requireOperatorApi(request);
  const { code, next } = await readJsonOrForm(request, confirmFactorSchema);
  const back = safeReturnPath(next, "/admin");
  try {
    const input = asTwoFactorInput(code);
    if (!input) throw invalid([{ field: "code", msg: TWO_FACTOR_MESSAGES.code }], TWO_FACTOR_MESSAGES.code);
    await confirmSecondFactor(operator, input, ip);
  } catch (error) {
    if (!(error instanceof HttpError) || !isNavigation(request)) throw error;
    return redirectTo(`${confirmPath(back)}&error=${error.status === 429 ? "wait" : "wrong"}`);
  }
  return answer(request, back, { message: CONFIRM_FACTOR_MESSAGES.confirmed });
});
