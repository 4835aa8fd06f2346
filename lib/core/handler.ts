// The one shape of a route handler (app/**/route.ts): a spec says who may call it, how often, what
// body it takes and, for a form that also works without JavaScript, where that form's page is; the
// builder does origin, access, parsing, the rate limit and the answer once, in this order. The
// handler itself is one feature call that returns the answer.
import "server-only";
import type { z } from "zod";
import { DomainError, formProblem, type FormProblem } from "./errors";
import { errorAnswer, errorResponse, isNavigation, json, redirectTo } from "./http";
import { enforceRateLimit, RATE_RULES, type RateRule } from "./rate-limit";
import { FORM_LIMIT, parseWith, readJson, readLimitedText } from "./request";
import { clientIp, rateKeyOfIp } from "./security/client-ip";
import { assertSameOrigin } from "./security/origin";
import { readMultipart, type FormOptions, type MultipartForm } from "./uploads/multipart";
import { addressCapKey } from "../validation/email";

/**
 * Who may call: resolves to the caller (or null for anyone) or throws (401, 403, 303). It sees the
 * URL's segments as they came (a confirm step may lead back to the page they name). See lib/features/auth/access.ts.
 */
export type Access<U> = (request: Request, params: Record<string, string>) => Promise<U>;
export const anyone: Access<null> = async () => null;

type Limit<I> = {
  /** The rate limit's name: `<scope>:ip:<ip>` (and `<scope>:email:<address>`). */
  scope: string;
  /** The per-IP rule; the public POSTs' own by default. */
  rule?: RateRule;
  /** The address a form names, limited per address too. */
  email?: (input: I) => string | undefined;
  emailRule?: RateRule;
};

type Body<S extends z.core.$ZodType> = {
  schema: S;
  /** A URL-encoded form (a page without JavaScript) is read too: `true` takes every field as a string. */
  form?: true | ((fields: URLSearchParams) => unknown);
  maxBytes?: number;
};

type Input<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What went wrong, for a page whose answer depends on it: the caller and the body when they were known. */
export type Failure<U, I> = { error: unknown; user?: U; input?: I };

export type Spec<U, S extends z.core.$ZodType | undefined, P> = {
  access?: Access<U>;
  /** The URL's segments, read once the caller is let in (a refused caller learns nothing of what exists); may throw. */
  params?: (raw: Record<string, string>) => P;
  limit?: Limit<Input<S>>;
  body?: S extends z.core.$ZodType ? Body<S> : never;
  /** A multipart form, read with these limits while its bytes arrive (lib/core/uploads/multipart.ts). */
  multipart?: FormOptions;
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

type Context<P> = { params: Promise<P> };

const FORM_BYTES = 8 * 1024;
const URL_ENCODED = /^application\/x-www-form-urlencoded\b/i;
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

async function readBody<S extends z.core.$ZodType>(request: Request, body: Body<S>): Promise<z.output<S>> {
  if (body.form && URL_ENCODED.test(request.headers.get("content-type") ?? "")) {
    const fields = new URLSearchParams(await readLimitedText(request, body.maxBytes ?? FORM_BYTES));
    return parseWith(body.schema, body.form === true ? Object.fromEntries(fields) : body.form(fields));
  }
  return readJson(request, body.schema, body.maxBytes);
}

const ipCheck = (limit: { scope: string; rule?: RateRule }, ip: string) => ({
  key: `${limit.scope}:ip:${rateKeyOfIp(ip)}`,
  rule: limit.rule ?? RATE_RULES.publicPostPerIp,
});

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
    const raw = (await (context as Context<Record<string, string>> | undefined)?.params) ?? {};
    let params = raw as P;
    const known: Omit<Failure<U, I>, "error"> = {};
    try {
      if (!SAFE_METHODS.has(request.method)) assertSameOrigin(request);
      const user = await (spec.access ?? (anyone as Access<U>))(request, raw);
      known.user = user;
      if (spec.params) params = spec.params(raw);
      const ip = clientIp(request);
      const limit = spec.limit;
      let input = undefined as I;
      let form: MultipartForm | null = null;
      try {
        if (spec.body) input = known.input = (await readBody(request, spec.body)) as I;
        if (spec.multipart) form = await readMultipart(request, spec.multipart);
      } catch (error) {
        if (limit) await enforceRateLimit([ipCheck(limit, ip)]);
        throw error;
      }
      if (limit) {
        const email = limit.email?.(input);
        const byEmail = email ? [{ key: `${limit.scope}:email:${addressCapKey(email)}`, rule: limit.emailRule ?? RATE_RULES.perEmail }] : [];
        await enforceRateLimit([ipCheck(limit, ip), ...byEmail]);
      }
      return await run({ request, user, input, ip, params, form });
    } catch (error) {
      const guarded = !spec.access || "user" in known;
      const confirmStep = error instanceof DomainError && error.kind === "seeOther";
      const back = guarded && !confirmStep && isNavigation(request) ? spec.back : undefined;
      const page = back ? back(problemOf(error), params, { error, ...known }) : null;
      return page === null ? (spec.respond ?? errorResponse)(error) : redirectTo(page);
    }
  };
}

export { problemIn } from "./errors";

/** The problem key a page shows for any failure (a DomainError's kind, else by status: 503, 500). */
export const problemOf = (error: unknown): FormProblem =>
  error instanceof DomainError ? error.problem : formProblem(errorAnswer(error).status);

/** A JSON body (scripts) or an HTML form post (pages: every value a string), as readJsonOrForm reads it. */
export const jsonOrForm = <S extends z.core.$ZodType>(schema: S): Body<S> => ({
  schema,
  form: true,
  maxBytes: FORM_LIMIT,
});

/** A page's form is sent on to `location`; a script gets the JSON answer. */
export function answer(request: Request, location: string, body: Record<string, unknown>, status = 200): Response {
  return isNavigation(request) ? redirectTo(location) : json(body, status);
}
