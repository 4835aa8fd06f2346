import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { DomainError, invalid } from "@/lib/core/errors";
import { CONFIRM_FACTOR_MESSAGES } from "@/lib/content/confirm-factor";
import { TWO_FACTOR_MESSAGES } from "@/lib/content/two-factor";
import { operator } from "@/lib/features/auth/access";
import { confirmPath } from "@/lib/features/auth/recent-factor";
import { safeReturnPath } from "@/lib/features/auth/return-path";
import { confirmSecondFactor } from "@/lib/features/auth/second-factor";
import { asTwoFactorInput, confirmFactorSchema } from "@/lib/validation/confirm-factor";

const returnTo = (next: string | undefined) => safeReturnPath(next, "/admin");

// The operator gives the second factor again (an app or recovery code) before a sensitive action;
// a page's form goes back to its page, or to the confirmation step with the reason it failed.
export const POST = handler(
  {
    access: operator,
    limit: { scope: "admin-confirm" },
    body: jsonOrForm(confirmFactorSchema),
    back: (_problem, _params, { error, input }) => {
      if (!input || !(error instanceof DomainError)) return null;
      return `${confirmPath(returnTo(input.next))}&error=${error.kind === "limited" ? "wait" : "wrong"}`;
    },
  },
  async ({ request, user, input: { code, next }, ip }) => {
    const factor = asTwoFactorInput(code);
    if (!factor) throw invalid([{ field: "code", msg: TWO_FACTOR_MESSAGES.code }], TWO_FACTOR_MESSAGES.code);
    await confirmSecondFactor(user, factor, ip);
    return answer(request, returnTo(next), { message: CONFIRM_FACTOR_MESSAGES.confirmed });
  },
);
