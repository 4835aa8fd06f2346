// Who may call a handler, for lib/core/handler.ts: each resolves to the caller or throws the
// answer (401 without a session or before the operator's second factor, 403 without the role, a
// stale second factor's 403 or 303 to /admin/confirm). The operator's guard is written here once.
import "server-only";
import type { Access } from "../../core/handler";
import { requireRecentFactorApi } from "./recent-factor";
import { requireOperatorApi, requireUserApi, signedInUser, type SessionUser } from "./session";

/** A signed-in visitor (an operator too, once past the second factor). */
export const user: Access<SessionUser> = (request) => requireUserApi(request);

/** Anyone; the signed-in user when there is one. */
export const maybeUser: Access<SessionUser | null> = (request) => signedInUser(request);

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
