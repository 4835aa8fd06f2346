// The common opening of every public form handler: same origin, rate limits per IP and per
// e-mail, and a body parsed by the form's own zod schema.
import "server-only";
import type { z } from "zod";
import { enforceRateLimit, RATE_RULES, type RateRule } from "./rate-limit";
import { parseWith, readJson, readLimitedText } from "./request";
import { clientIp, rateKeyOfIp } from "./security/client-ip";
import { assertSameOrigin } from "./security/origin";
import { addressCapKey } from "../validation/email";

type Options<T> = {
  email?: (input: T) => string | undefined;
  emailRule?: RateRule;
  maxBytes?: number;
  /** For a form that also posts without JavaScript: its URL-encoded fields as the schema's input. */
  form?: (fields: URLSearchParams) => unknown;
};

const FORM_BYTES = 8 * 1024;
const isUrlEncoded = (request: Request) => /^application\/x-www-form-urlencoded\b/i.test(request.headers.get("content-type") ?? "");

const ipCheck = (scope: string, ip: string, rule: RateRule = RATE_RULES.publicPostPerIp) => ({ key: `${scope}:ip:${rateKeyOfIp(ip)}`, rule });

/** Same origin and the per-IP limit of `scope` (`rule`, the public POSTs' own by default), for any public POST; returns the visitor's IP. */
export async function guardPublicPost(request: Request, scope: string, rule?: RateRule): Promise<string> {
  assertSameOrigin(request);
  const ip = clientIp(request);
  await enforceRateLimit([ipCheck(scope, ip, rule)]);
  return ip;
}

export async function readPublicPost<S extends z.core.$ZodType>(
  request: Request,
  scope: string,
  schema: S,
  options: Options<z.output<S>> = {},
): Promise<{ input: z.output<S>; ip: string }> {
  assertSameOrigin(request);
  const ip = clientIp(request);
  // The per-IP and per-e-mail limits are counted in one statement once the body is read; a body
  // that does not parse still counts against the IP (and is refused with 429 over the limit).
  let input: z.output<S>;
  try {
    input = options.form && isUrlEncoded(request)
      ? parseWith(schema, options.form(new URLSearchParams(await readLimitedText(request, options.maxBytes ?? FORM_BYTES))))
      : await readJson(request, schema, options.maxBytes);
  } catch (error) {
    await enforceRateLimit([ipCheck(scope, ip)]);
    throw error;
  }
  const email = options.email?.(input);
  await enforceRateLimit([ipCheck(scope, ip), ...(email ? [{ key: `${scope}:email:${addressCapKey(email)}`, rule: options.emailRule ?? RATE_RULES.perEmail }] : [])]);
  return { input, ip };
}
