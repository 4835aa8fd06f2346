// The one way a route handler answers: JSON bodies, and errors in the shape of ARCHITECTURE.md.
import "server-only";
import { NextResponse } from "next/server";

export type FieldError = { field: string; msg: string };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const badRequest = (message = "The request could not be read.") => new HttpError(400, message);
export const forbidden = (message = "This request is not allowed.") => new HttpError(403, message);
export const notFound = (message = "Nothing was found here.") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooLarge = (message = "The request is too large.") => new HttpError(413, message);
export const unsupportedType = (message = "This type of content is not accepted.") => new HttpError(415, message);
export const invalid = (errors: FieldError[], message = "Some details need fixing.") =>
  new HttpError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, "Too many requests. Please wait a moment and try again.", undefined, {
    "Retry-After": String(retryAfterSeconds),
  });

export function json<T>(data: T, status = 200, headers?: Record<string, string>): NextResponse {
  return NextResponse.json(data, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

/** A redirect with a relative Location, so the browser stays on the host it used. */
export function redirectTo(location: string, status: 303 | 307 | 308 = 303): Response {
  return new Response(null, { status, headers: { Location: location, "Cache-Control": "no-store" } });
}

export type ErrorAnswer = { status: number; error: string; errors?: FieldError[]; headers?: Record<string, string> };

/** What an error becomes for the visitor: status, one sentence, field errors, extra headers. */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof HttpError) return { status: error.status, error: error.message, errors: error.errors, headers: error.headers };
  // Never leak a stack or SQL to the visitor; the log keeps the detail.
  console.error("[http] unexpected error", error);
  return { status: 500, error: "Something went wrong on our side. Please try again later." };
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
