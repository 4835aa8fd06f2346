// Every failure a feature can name, and what it becomes for the visitor: one table gives each kind
// its status, its default sentence and the problem key a page shows after a form sent without
// JavaScript. Features throw these by kind (`notFound()`, `gone()`…), never a number.
import { HTTP_MESSAGES } from "../content/messages/http";

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
