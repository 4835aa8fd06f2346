// Who may call a handler, for lib/core/handler.ts: each resolves to the caller or throws the
// answer (401 without a session or before the operator's second factor, 403 without the role, a
// stale second factor's 403 or 303 to /admin/confirm). The operator's guard is written here once.
import "server-only";
import { SESSION_MESSAGES } from "../../content/messages/auth";
import type { Access } from "../../core/handler";
import { unauthorised } from "../../core/errors";
import { requireRecentFactorApi } from "./recent-factor";
import { currentUser, requireOperatorApi, requireUserApi, signedInUser, type SessionUser } from "./session";

/** A signed-in visitor (an operator too, once past the second factor). */
export const user: Access<SessionUser> = (request) => requireUserApi(request);

/** Anyone; the signed-in user when there is one. */
export const maybeUser: Access<SessionUser | null> = (request) => signedInUser(request);

/** Any live session, an operator's before its second factor too; 401 with `message` without one. */
export const anySession =
  (message: string = SESSION_MESSAGES.logInFirst): Access<SessionUser> =>
  async (request) => {
    const found = await currentUser(request);
    if (!found) throw unauthorised(message);
    return found;
  };

/**
 * The half-signed-in operator session (password given, second factor not yet): the only one that
 * may enrol or give the factor.
 */
export const halfSignedIn: Access<SessionUser> = async (request) => {
  const found = await currentUser(request);
  if (!found?.needsSecondFactor) throw unauthorised(SESSION_MESSAGES.logInFirst);
  return found;
};

/** An operator past the second factor. */
export const operator: Access<SessionUser> = (request) => requireOperatorApi(request);

/**
 * An operator whose second factor is recent (the sensitive actions); a page's form is sent to confirm
 * it, then back to `returnTo` (a page, or the page the URL's segments name).
 */
export const recentOperator =
  (returnTo: string | ((params: Record<string, string>) => string)): Access<SessionUser> =>
  (request, params) =>
    requireRecentFactorApi(request, typeof returnTo === "string" ? returnTo : returnTo(params));
