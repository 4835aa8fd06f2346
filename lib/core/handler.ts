// The one shape of a route handler (app/**/route.ts): a spec says who may call it, how often, what
// body it takes and, for a form that also works without JavaScript, where that form's page is; the
// builder does origin, access, parsing, the rate limit and the answer once, in this order. The
// handler itself is one feature call that returns the answer.
import "server-only";
import type { z } from "zod";
import {
  DomainError,
  errorAnswer,
  firstMessage,
  forbidden,
  formProblem,
  wrongType,
  type ErrorAnswer,
  type FormProblem,
} from "./errors";
import { NextResponse } from "next/server";
import { enforceRateLimit, RATE_RULES, type RateCheck, type RateRule } from "./rate-limit";
import { FORM_LIMIT, parseWith, readJson, readLimitedText } from "./request";
import { clientIp, rateKeyOfIp } from "./security/client-ip";
import type { MultipartForm } from "./uploads/multipart";
import { addressCapKey } from "../validation/email";

/**
 * Who may call: resolves to the caller (or null for anyone) or throws (401, 403, 303). It sees the
 * URL's segments as they came (a confirm step may lead back to the page they name). See
 * lib/features/auth/access.ts.
 */
export type Access<U> = (request: Request, params: Record<string, string>) => Promise<U>;
export const anyone: Access<null> = async () => null;

type Limit<I> = {
  /** The rate limit's name: `<scope>:ip:<ip>` (and `<scope>:email:<address>`). */
  scope: string;
  /** The per-IP rule; the public POSTs' own by default. */
  rule?: RateRule;
  /** The address a form names, limited per address too (a JSON or form body; a multipart form's run counts its own). */
  email?: (input: I) => string | undefined;
  emailRule?: RateRule;
  /** More checks the body decides (the account screens' per-address counts), counted after the ones above pass. */
  extra?: (input: I, ip: string) => RateCheck[];
};

type Body<S extends z.core.$ZodType> = {
  schema: S;
  /** A URL-encoded form (a page without JavaScript) is read too: `true` takes every field as a string. */
  form?: true | ((fields: URLSearchParams) => unknown);
  /** Only such a form (a page's button): any other content type is refused with 415. */
  formOnly?: true;
  maxBytes?: number;
  /** A 422 says its first field error as its sentence (the account screens show that sentence). */
  firstError?: true;
};

type Input<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What went wrong, for a page whose answer depends on it: the error, what a script is told, and what was known. */
export type Failure<U = unknown, I = unknown> = {
  request: Request;
  error: unknown;
  answer: ErrorAnswer;
  user?: U;
  input?: I;
};

export type Spec<U, S extends z.core.$ZodType | undefined, P> = {
  /** Only for a POST that others' servers send by design (a mail client's one-click unsubscribe, RFC 8058). */
  sameOrigin?: false;
  access?: Access<U>;
  /** The URL's segments, read once the caller is let in (a refused caller learns nothing of what exists). */
  params?: (raw: Record<string, string>) => P;
  limit?: Limit<Input<S>>;
  body?: S extends z.core.$ZodType ? Body<S> : never;
  /**
   * Instead of `body`, a multipart form's reader (readMultipart of lib/core/uploads/multipart.ts with
   * the form's limits), so handlers without uploads never load formidable. The run removes the
   * form's scratch file.
   */
  multipart?: (request: Request) => Promise<MultipartForm>;
  /**
   * A form that also posts without JavaScript: a failure sends it back to this page with its problem
   * (null: answered as a script's would be). Behind an `access`, a caller the guard refuses (origin,
   * access) gets the guard's own answer: the page would only send them on to sign in.
   */
  back?: (problem: FormProblem, params: P, failure: Failure<U, Input<S>>) => string | null;
  /** For the few endpoints whose old front end reads another shape of error (lib/features/blog/answer.ts). */
  respond?: (error: unknown) => Response;
};

export type Call<U, I, P> = { request: Request; user: U; input: I; ip: string; params: P; form: MultipartForm | null };

type Context = { params: Promise<Record<string, string>> };

const FORM_BYTES = 8 * 1024;
const URL_ENCODED = /^application\/x-www-form-urlencoded\b/i;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request whose Origin names another site. Requests without an
 * Origin (curl, mail clients' one-click unsubscribe) carry no browser credentials to abuse.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw forbidden();
  if (!origin) return;
  if (origin === "null") throw forbidden();
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden();
  }
  if (!host || originHost.toLowerCase() !== host.toLowerCase()) throw forbidden();
}

async function readEncoded<S extends z.core.$ZodType>(request: Request, body: Body<S>): Promise<z.output<S>> {
  const isForm = URL_ENCODED.test(request.headers.get("content-type") ?? "");
  if (body.formOnly && !isForm) throw wrongType();
  if (body.form && isForm) {
    const fields = new URLSearchParams(await readLimitedText(request, body.maxBytes ?? FORM_BYTES));
    return parseWith(body.schema, body.form === true ? Object.fromEntries(fields) : body.form(fields));
  }
  return readJson(request, body.schema, body.maxBytes);
}

async function readBody<S extends z.core.$ZodType>(request: Request, body: Body<S>): Promise<z.output<S>> {
  try {
    return await readEncoded(request, body);
  } catch (error) {
    if (body.firstError && error instanceof DomainError && error.kind === "invalid" && error.errors?.[0]) {
      throw new DomainError("invalid", error.errors[0].msg, error.errors);
    }
    throw error;
  }
}

const ipCheck = (limit: { scope: string; rule?: RateRule }, ip: string) => ({
  key: `${limit.scope}:ip:${rateKeyOfIp(ip)}`,
  rule: limit.rule ?? RATE_RULES.publicPostPerIp,
});

/** The body (or multipart form) and the rate limit: a body that does not parse still counts against the IP. */
async function readAndLimit<I>(
  request: Request,
  spec: Spec<unknown, z.core.$ZodType | undefined, unknown>,
  ip: string,
) {
  const limit = spec.limit as Limit<I> | undefined;
  if (spec.multipart) {
    // An upload's bytes are read only for a caller within the per-IP limit.
    if (limit) await enforceRateLimit([ipCheck(limit, ip)]);
    return { input: undefined as I, form: await spec.multipart(request) };
  }
  let input = undefined as I;
  try {
    if (spec.body) input = (await readBody(request, spec.body)) as I;
  } catch (error) {
    if (limit) await enforceRateLimit([ipCheck(limit, ip)]);
    throw error;
  }
  if (limit) {
    const email = limit.email?.(input);
    const byEmail = email
      ? [{ key: `${limit.scope}:email:${addressCapKey(email)}`, rule: limit.emailRule ?? RATE_RULES.perEmail }]
      : [];
    await enforceRateLimit([ipCheck(limit, ip), ...byEmail]);
    const extra = limit.extra?.(input, ip) ?? [];
    if (extra.length > 0) await enforceRateLimit(extra);
  }
  return { input, form: null };
}

/**
 * Builds a route handler from its spec and its one feature call. A body that does not parse still
 * counts against the caller's IP (and is refused with 429 over the limit); the per-address limit
 * is counted once the body names an address.
 */
export function handler<U = null, S extends z.core.$ZodType | undefined = undefined, P = Record<string, string>>(
  spec: Spec<U, S, P>,
  run: (call: Call<U, Input<S>, P>) => Promise<Response>,
): (request: Request, context?: unknown) => Promise<Response> {
  type I = Input<S>;
  return async (request, context) => {
    const raw = (await (context as Context | undefined)?.params) ?? {};
    let params = raw as P;
    const known: { user?: U; input?: I } = {};
    try {
      if (spec.sameOrigin !== false && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
      const user = await (spec.access ?? (anyone as Access<U>))(request, raw);
      known.user = user;
      if (spec.params) params = spec.params(raw);
      const ip = clientIp(request);
      const { input, form } = await readAndLimit<I>(
        request,
        spec as Spec<unknown, z.core.$ZodType | undefined, unknown>,
        ip,
      );
      known.input = input;
      return await run({ request, user, input, ip, params, form });
    } catch (error) {
      const guarded = !spec.access || "user" in known;
      const confirmStep = error instanceof DomainError && error.kind === "seeOther";
      const back = guarded && !confirmStep && isNavigation(request) ? spec.back : undefined;
      if (!back) return (spec.respond ?? errorResponse)(error);
      const said = errorAnswer(error);
      const page = back(problemOf(error, said), params, { request, error, answer: said, ...known });
      return page === null ? (spec.respond ?? errorResponse)(error) : redirectTo(page);
    }
  };
}

export { problemIn } from "./errors";

/** The problem key a page shows for any failure (a DomainError's kind, else by status: 503, 500). */
export const problemOf = (error: unknown, said: ErrorAnswer = errorAnswer(error)): FormProblem =>
  error instanceof DomainError ? error.problem : formProblem(said.status);

/** A JSON body (scripts) or an HTML form post (pages: every value a string), as readJsonOrForm reads it. */
export const jsonOrForm = <S extends z.core.$ZodType>(schema: S, maxBytes = FORM_LIMIT): Body<S> => ({
  schema,
  form: true,
  maxBytes,
});

/** A `back` for a page whose form comes back to it with the failure's first message (?error=…). */
export const backWithError =
  (path: string) =>
  (_problem: FormProblem, _params: unknown, { error }: { error: unknown }) =>
    `${path}?error=${encodeURIComponent(firstMessage(error))}`;

/** A page's form is sent on to `location`; a script gets the JSON answer. */
export function answer(request: Request, location: string, body: Record<string, unknown>, status = 200): Response {
  return isNavigation(request) ? redirectTo(location) : json(body, status);
}

/** A feature's answer to a form: the page it goes on to, and what a script is told. */
export type Reply = { location: string; body: Record<string, unknown> };

/** `answer()` of a feature's Reply. */
export const reply = (request: Request, { location, body }: Reply): Response => answer(request, location, body);

// The answers themselves: JSON, a redirect for a page's form, and an error in the shape of ARCHITECTURE.md.

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

export function errorResponse(error: unknown): NextResponse {
  const { status, error: message, errors, headers } = errorAnswer(error);
  return json(errors ? { error: message, errors } : { error: message }, status, headers);
}
