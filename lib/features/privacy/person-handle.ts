// How the operator's data-request page names its person in a URL: by a sealed handle, never by the
// address (a URL stays in the browser's history, in proxies' and servers' logs and in Referer).
// The search is a POST that answers with a redirect to the page with the handle, which only the
// app secret opens, only for the operator who searched, and only for an hour.
import "server-only";
import { openText, sealText } from "../../core/tokens";

export const PRIVACY_PAGE = "/admin/privacy";
const HANDLE_TTL_MS = 60 * 60 * 1000;

export function personHandle(email: string, operatorId: string, now = Date.now()): string {
  return sealText(JSON.stringify([email, operatorId, now + HANDLE_TTL_MS]));
}

/** The address a handle names, or null when it is not one, is another operator's or has expired. */
export function personOfHandle(handle: string, operatorId: string, now = Date.now()): string | null {
  try {
    const parsed: unknown = JSON.parse(openText(handle));
    if (!Array.isArray(parsed)) return null;
    const [email, operator, expires] = parsed as unknown[];
    return typeof email === "string" && operator === operatorId && typeof expires === "number" && expires > now
      ? email
      : null;
  } catch {
    return null;
  }
}

/** The page showing `email`'s data (and, after an action, its `outcome` parameter). */
export const personPagePath = (email: string, operatorId: string, outcome?: string) =>
  `${PRIVACY_PAGE}?person=${personHandle(email, operatorId)}${outcome ? `&${outcome}` : ""}`;

/** The person page (/admin/people/<handle>): every record of `email`, named by the same sealed handle. */
export const PEOPLE_PAGE = "/admin/people";
export const personProfilePath = (email: string, operatorId: string) =>
  `${PEOPLE_PAGE}/${personHandle(email, operatorId)}`;
