// A 30-day operator session is not enough for the sensitive actions (exporting or erasing a
// person, inviting or removing an operator, the company details, a newsletter or a post's
// announcement, resuming a campaign, a list's CSV export): they also need
// the session's last second-factor check (sign-in or /admin/confirm, kept as
// Session.secondFactorAt) to be at most RECENT_FACTOR_MINUTES old.
import "server-only";
import { CONFIRM_FACTOR_MESSAGES, RECENT_FACTOR_MINUTES } from "../../content/confirm-factor";
import { DomainError } from "../../core/errors";
import { isNavigation } from "../../core/http";
import { requireOperatorApi, type SessionUser } from "./session";

export const RECENT_FACTOR_MS = RECENT_FACTOR_MINUTES * 60 * 1000;
export const CONFIRM_PATH = "/admin/confirm";

export const confirmPath = (returnTo: string) => `${CONFIRM_PATH}?next=${encodeURIComponent(returnTo)}`;

export function hasRecentFactor(user: Pick<SessionUser, "secondFactorAt">, now = Date.now()): boolean {
  return user.secondFactorAt !== null && now - user.secondFactorAt.getTime() <= RECENT_FACTOR_MS;
}

/**
 * For an operator already read from the session: a stale second factor gets 403 with a sentence
 * (scripts), or, from a page's form, a 303 to the confirmation step, which then leads back to
 * `returnTo`.
 */
export function assertRecentFactor(
  user: Pick<SessionUser, "secondFactorAt">,
  request: Request,
  returnTo: string,
): void {
  if (hasRecentFactor(user)) return;
  if (isNavigation(request)) {
    throw new DomainError("seeOther", CONFIRM_FACTOR_MESSAGES.required, undefined, { Location: confirmPath(returnTo) });
  }
  throw new DomainError("forbidden", CONFIRM_FACTOR_MESSAGES.required);
}

/** For the handlers of the sensitive actions: an operator whose second factor is recent (above). */
export async function requireRecentFactorApi(request: Request, returnTo: string): Promise<SessionUser> {
  const user = await requireOperatorApi(request);
  assertRecentFactor(user, request, returnTo);
  return user;
}

/** The 303 to the confirmation step, which a page's form must follow rather than show as its failure. */
export const isConfirmStep = (error: unknown) => error instanceof DomainError && error.kind === "seeOther";
