// Every failure a feature can name, and what it becomes for the visitor: one table gives each kind
// its status, its default sentence and the problem key a page shows after a form sent without
// JavaScript. Features throw these by kind (`notFound()`, `gone()`…), never a number.
import { HTTP_MESSAGES } from "../content/messages/http";
import { log } from "./log";
import { asUnavailable, isDown, isUnavailable, mentionsDatabase, RETRY_AFTER_SECONDS } from "./outage";

export type FieldError = { field: string; msg: string };

/** What a form sent without JavaScript is told: the keys of the answers its page shows. */
export type FormProblem = "invalid" | "gone" | "too-large" | "type" | "limit" | "failed";

type Kind = { status: number; message: string; problem: FormProblem };

export const ERROR_KINDS = {
  badRequest: { status: 400, message: HTTP_MESSAGES.badRequest, problem: "invalid" },
  unauthorised: { status: 401, message: HTTP_MESSAGES.unauthorized, problem: "failed" },
  forbidden: { status: 403, message: HTTP_MESSAGES.forbidden, problem: "failed" },
  notFound: { status: 404, message: HTTP_MESSAGES.notFound, problem: "failed" },
  conflict: { status: 409, message: HTTP_MESSAGES.invalid, problem: "failed" },
  gone: { status: 410, message: HTTP_MESSAGES.notFound, problem: "gone" },
  tooLarge: { status: 413, message: HTTP_MESSAGES.tooLarge, problem: "too-large" },
  wrongType: { status: 415, message: HTTP_MESSAGES.unsupportedType, problem: "type" },
  invalid: { status: 422, message: HTTP_MESSAGES.invalid, problem: "invalid" },
  limited: { status: 429, message: HTTP_MESSAGES.tooManyRequests, problem: "limit" },
  unavailable: { status: 503, message: HTTP_MESSAGES.unavailable, problem: "failed" },
  // Not a failure of the request: the step it needs first (a page's form is sent there).
  seeOther: { status: 303, message: HTTP_MESSAGES.forbidden, problem: "failed" },
} as const satisfies Record<string, Kind>;

export type ErrorKind = keyof typeof ERROR_KINDS;

/** A failure a feature names by its kind; its status and sentence come from ERROR_KINDS. */
export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string = ERROR_KINDS[kind].message,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "DomainError";
  }

  get status(): number {
    return ERROR_KINDS[this.kind].status;
  }

  get problem(): FormProblem {
    return ERROR_KINDS[this.kind].problem;
  }
}

export const badRequest = (message?: string) => new DomainError("badRequest", message);
export const unauthorised = (message?: string) => new DomainError("unauthorised", message);
export const forbidden = (message?: string) => new DomainError("forbidden", message);
export const notFound = (message?: string) => new DomainError("notFound", message);
export const conflict = (message: string) => new DomainError("conflict", message);
export const gone = (message?: string) => new DomainError("gone", message);
export const tooLarge = (message?: string) => new DomainError("tooLarge", message);
export const wrongType = (message?: string) => new DomainError("wrongType", message);
export const invalid = (errors: FieldError[], message?: string) => new DomainError("invalid", message, errors);
export const limited = (retryAfterSeconds: number) =>
  new DomainError("limited", undefined, undefined, { "Retry-After": String(retryAfterSeconds) });
export const seeOther = (location: string, message?: string) =>
  new DomainError("seeOther", message, undefined, { Location: location });

/** The problem key of a status, for an answer that is not a DomainError (an outage's 503, a 500). */
export function formProblem(status: number): FormProblem {
  return Object.values(ERROR_KINDS).find((kind) => kind.status === status)?.problem ?? "failed";
}

/** `problem` if the page has an answer for it, else "failed". */
export const problemIn = (known: readonly string[], problem: FormProblem): FormProblem =>
  known.includes(problem) ? problem : "failed";

export type ErrorAnswer = { status: number; error: string; errors?: FieldError[]; headers?: Record<string, string> };

/**
 * Prisma's errors carry the client's version; its driver adapter's own, thrown as they are from a
 * transaction's start or commit, are named DriverAdapterError.
 */
const fromPrisma = (error: unknown) =>
  typeof error === "object" &&
  error !== null &&
  ("clientVersion" in error || (error as { name?: unknown }).name === "DriverAdapterError");

/** What an error becomes for the visitor: status, one sentence, field errors, extra headers. */
export function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof DomainError)
    return { status: error.status, error: error.message, errors: error.errors, headers: error.headers };
  // An outage is logged once when it starts (lib/core/outage.ts), not once per request. A raw
  // connectivity error of Prisma's (one that passed no query, such as a transaction's start) is the
  // database's; a socket error of the request itself (a visitor who left mid-upload) is not. While
  // the database is known to be down, any error of Prisma's is the outage's too (a transaction its
  // broken connection closed, seen once in CI as a 500 sentence under the gate's 503).
  // pg's own words for a broken connection (a commit on a connection the outage closed) are the
  // database's too, though no Prisma error wraps them.
  const database = fromPrisma(error) || mentionsDatabase(error);
  if (isUnavailable(error) || (database && (asUnavailable(error, "database") || isDown("database")))) {
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
