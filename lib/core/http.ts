// What a handler answers with, in one import: the errors (./errors), the answers (./handler), and a
// polled body's ETag.
import "server-only";
import { createHash } from "node:crypto";

// The errors themselves, by kind, and what each becomes live in ./errors (one table of statuses,
// sentences and problem keys); the answers in ./handler. Both are re-exported for their importers.
export { answer, errorResponse, isNavigation, json, redirectTo } from "./handler";
export {
  errorAnswer,
  firstMessage,
  type ErrorAnswer,
  badRequest,
  conflict,
  DomainError,
  DomainError as HttpError,
  forbidden,
  formProblem,
  gone,
  invalid,
  limited,
  limited as tooManyRequests,
  notFound,
  seeOther,
  tooLarge,
  unauthorised,
  wrongType,
  wrongType as unsupportedType,
  type FieldError,
  type FormProblem,
} from "./errors";

/**
 * A body that readers poll (feeds) with a strong ETag of its bytes: a request naming that ETag in
 * If-None-Match is answered 304 without the body, so an unchanged feed costs its reader nothing.
 */
export function withEtag(request: Request, body: string, headers: Record<string, string>): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const named =
    request.headers
      .get("if-none-match")
      ?.split(",")
      .map((tag) => tag.trim().replace(/^W\//, "")) ?? [];
  const all = { ...headers, ETag: etag };
  if (named.includes(etag) || named.includes("*"))
    return new Response(null, {
      status: 304,
      headers: { ETag: etag, "Cache-Control": headers["Cache-Control"] ?? "" },
    });
  return new Response(body, { headers: all });
}
