// The one way a route handler answers: JSON bodies, and errors in the shape of ARCHITECTURE.md.
import "server-only";
import { createHash } from "node:crypto";
import { NextResponse } from "next/server";
import { HTTP_MESSAGES } from "../content/messages/http";
import { DomainError, type FieldError } from "./errors";
import { log } from "./log";
import { asUnavailable, isDown, isUnavailable, RETRY_AFTER_SECONDS } from "./outage";

// The errors themselves, by kind, live in ./errors (one table of statuses, sentences and problem keys).
export {
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

export function json<T>(data: T, status = 200, headers?: Record<string, string>): NextResponse {
  return NextResponse.json(data, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/**
 * True for a form the browser sends as a page navigation (no script): it expects a page, so a
 * handler answers with a redirect to one. Browsers without Fetch Metadata are judged by Accept.
 */
export function isNavigation(request: Request): boolean {
  const mode = request.headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  const accept = request.headers.get("accept") ?? "";
  return accept.includes("text/html") && !accept.includes("application/json");
}

/** A redirect with a relative Location, so the browser stays on the host it used. */
export function redirectTo(location: string, status: 303 | 307 | 308 = 303): Response {
  return new Response(null, { status, headers: { Location: location, "Cache-Control": "no-store" } });
}

export type ErrorAnswer = { status: number; error: string; errors?: FieldError[]; headers?: Record<string, string> };

/**
 * Prisma's errors carry the client's version; its driver adapter's own, thrown as they are from a
 * transaction's start or commit, are named DriverAdapterError.
 */
const fromPrisma = (error: unknown) =>
  typeof error === "object" && error !== null && ("clientVersion" in error || (error as { name?: unknown }).name === "DriverAdapterError");

/** What an error becomes for the visitor: status, one sentence, field errors, extra headers. */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof DomainError) return { status: error.status, error: error.message, errors: error.errors, headers: error.headers };
  // An outage is logged once when it starts (lib/core/outage.ts), not once per request. A raw
  // connectivity error of Prisma's (one that passed no query, such as a transaction's start) is the
  // database's; a socket error of the request itself (a visitor who left mid-upload) is not. While
  // the database is known to be down, any error of Prisma's is the outage's too (a transaction its
  // broken connection closed, seen once in CI as a 500 sentence under the gate's 503).
  if (isUnavailable(error) || (fromPrisma(error) && (asUnavailable(error, "database") || isDown("database")))) {
    return { status: 503, error: HTTP_MESSAGES.unavailable, headers: { "Retry-After": String(RETRY_AFTER_SECONDS) } };
  }
  // Never leak a stack or SQL to the visitor; the log keeps the detail (one line, the request's id).
  log.error({ err: error }, "unexpected error");
  return { status: 500, error: HTTP_MESSAGES.serverError };
}

/** What a page says of a failure in a sentence: its first field's message, else the error's own. */
export function firstMessage(error: unknown): string {
  const { errors, error: message } = errorAnswer(error);
  return errors?.[0]?.msg ?? message;
}

export function errorResponse(error: unknown): NextResponse {
  const { status, error: message, errors, headers } = errorAnswer(error);
  return json(errors ? { error: message, errors } : { error: message }, status, headers);
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a handler so every thrown error becomes one JSON answer. `respond` shapes it; only
 * endpoints whose old front end expects another body shape pass their own (see lib/features/blog/answer.ts).
 */
export function route<C = unknown>(handler: Handler<C>, respond: (error: unknown) => Response = errorResponse): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return respond(error);
    }
  };
}

/**
 * A body that readers poll (feeds) with a strong ETag of its bytes: a request naming that ETag in
 * If-None-Match is answered 304 without the body, so an unchanged feed costs its reader nothing.
 */
export function withEtag(request: Request, body: string, headers: Record<string, string>): Response {
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  const named = request.headers.get("if-none-match")?.split(",").map((tag) => tag.trim().replace(/^W\//, "")) ?? [];
  const all = { ...headers, ETag: etag };
  if (named.includes(etag) || named.includes("*")) return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": headers["Cache-Control"] ?? "" } });
  return new Response(body, { headers: all });
}
