// Operator handlers take JSON (from scripts) or an HTML form post (from the pages, which then
// get a redirect back instead of JSON).
import "server-only";
import type { z } from "zod";
import { isNavigation, json, redirectTo } from "../../core/http";
import { parseWith, readJson, readLimitedText } from "../../core/request";

const FORM_LIMIT = 32 * 1024;

export async function readJsonOrForm<S extends z.core.$ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/x-www-form-urlencoded\b/i.test(type)) return readJson(request, schema, FORM_LIMIT);
  const form = new URLSearchParams(await readLimitedText(request, FORM_LIMIT));
  return parseWith(schema, Object.fromEntries(form.entries()));
}

/** A page's form gets sent back to `location`; a script gets the JSON answer. */
export function answer(request: Request, location: string, body: Record<string, unknown>): Response {
  return isNavigation(request) ? redirectTo(location) : json(body);
}
