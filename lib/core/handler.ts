// The one shape of a route handler (app/**/route.ts): a spec says who may call it, how often, what
// body it takes and, for a form that also works without JavaScript, where that form's page is; the
// builder does origin, access, parsing, the rate limit and the answer once, in this order. The
// handler itself is one feature call that returns the answer.
import "server-only";
import type { z } from "zod";
import { DomainError, formProblem, type FormProblem } from "./errors";
import { errorAnswer, errorResponse, isNavigation, json, redirectTo, type ErrorAnswer } from "./http";
import { enforceRateLimit, RATE_RULES, type RateRule } from "./rate-limit";
import { parseWith, readJson, readLimitedText } from "./request";
import { clientIp, rateKeyOfIp } from "./security/client-ip";
import { assertSameOrigin } from "./security/origin";
import { readMultipart, type FormOptions, type MultipartForm } from "./uploads/multipart";
import { addressCapKey } from "../validation/email";

/** Who may call: resolves to the caller (or null for anyone) or throws (401, 403, 303). See lib/features/auth/access.ts. */
export type Access<U> = (request: Request) => Promise<U>;
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

/** What a page's way back may look at: the failure, what a script would be told of it, and the body if it was read. */
export type Failure<I> = { error: unknown; answer: ErrorAnswer; input: I | undefined };

export type Spec<U, S extends z.core.$ZodType | undefined, P> = {
  /** Only for a POST that others' servers send by design (a mail client's one-click unsubscribe, RFC 8058). */
  sameOrigin?: false;
  access?: Access<U>;
  limit?: Limit<Input<S>>;
  body?: S extends z.core.$ZodType ? Body<S> : never;
  /** A multipart form, read with these limits while its bytes arrive (lib/core/uploads/multipart.ts). */
  multipart?: FormOptions;
  /**
   * A form that also posts without JavaScript: a failure sends it back to this page with its
   * problem (null: answered as a script is, e.g. when the page needs a field of a body that did not parse).
   */
  back?: (problem: FormProblem, params: P, failure: Failure<Input<S>>) => string | null;
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
    const params = (await (context as Context<P> | undefined)?.params) ?? ({} as P);
    let input = undefined as I;
    try {
      if (spec.sameOrigin !== false && !SAFE_METHODS.has(request.method)) assertSameOrigin(request);
      const user = await (spec.access ?? (anyone as Access<U>))(request);
      const ip = clientIp(request);
      const limit = spec.limit;
      let form: MultipartForm | null = null;
      try {
        if (spec.body) input = (await readBody(request, spec.body)) as I;
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
      const page = spec.back && isNavigation(request) && !(error instanceof DomainError && error.kind === "seeOther");
      const said = page ? errorAnswer(error) : null;
      const back = said ? spec.back?.(problemOf(error, said), params, { error, answer: said, input }) : null;
      return back ? redirectTo(back) : (spec.respond ?? errorResponse)(error);
    }
  };
}

export { problemIn } from "./errors";

/** The problem key a page shows for any failure (a DomainError's kind, else by status: 503, 500). */
export const problemOf = (error: unknown, said: ErrorAnswer = errorAnswer(error)): FormProblem =>
  error instanceof DomainError ? error.problem : formProblem(said.status);

/** A page's form is sent on to `location`; a script gets the JSON answer. */
export function answer(request: Request, location: string, body: Record<string, unknown>, status = 200): Response {
  return isNavigation(request) ? redirectTo(location) : json(body, status);
}

/** A feature's answer to a form: the page it goes on to, and what a script is told. */
export type Reply = { location: string; body: Record<string, unknown> };

/** `answer()` of a feature's Reply. */
export const reply = (request: Request, { location, body }: Reply): Response => answer(request, location, body);
