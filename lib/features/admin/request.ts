// Operator handlers take JSON (from scripts) or an HTML form post (from the pages, which then
// get a redirect back instead of JSON); the body is read by lib/core/request.ts readJsonOrForm.
import "server-only";
import { isNavigation, json, redirectTo } from "../../core/http";

/** A page's form gets sent back to `location`; a script gets the JSON answer. */
export function answer(request: Request, location: string, body: Record<string, unknown>): Response {
  return isNavigation(request) ? redirectTo(location) : json(body);
}
