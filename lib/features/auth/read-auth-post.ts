// The opening of every /api/auth POST, as a spec for lib/core/handler.ts: same origin, the per-IP
// limit of `auth-<scope>`, 16 KB and the form's schema; a 422 carries the spec's message of the
// first failed check, as the screens show it. A screen whose form also posts without JavaScript
// names its page: a failure goes back there with the problem's key (./form-post.ts).
//
// Screens that mail something (sign-up, resend, forgot password) count requests per address and
// IP, with a higher ceiling per address. Screens that check a secret (login, the code screens,
// reset) count only FAILURES (see `throttled`), so nobody can keep an owner out by sending
// requests with the owner's address: the owner's right password or code from another IP still
// gets through while the sender waits longer after each of its wrong tries.
import "server-only";
import type { z } from "zod";
import { DomainError, type ErrorKind, type FieldError } from "../../core/errors";
import type { Spec } from "../../core/handler";
import {
  FAILURE_RULES,
  forgetFailures,
  giveBackTries,
  RATE_RULES,
  reserveTries,
  type RateCheck,
} from "../../core/rate-limit";
import { backToScreen, type Screen } from "./form-post";

const MAILING_SCOPES = new Set(["signup", "resend-code", "forgot-password"]);
const AUTH_POST_BYTES = 16 * 1024;

const addressOf = (input: object) => ("email" in input && typeof input.email === "string" ? input.email : undefined);

function mailingChecks(scope: string): ((input: object, ip: string) => RateCheck[]) | undefined {
  if (!MAILING_SCOPES.has(scope)) return undefined;
  return (input, ip) => {
    const email = addressOf(input);
    if (!email) return [];
    return [
      { key: `auth-${scope}:email-ip:${email}:${ip}`, rule: RATE_RULES.authMailPerEmailIp },
      { key: `auth-${scope}:email:${email}`, rule: RATE_RULES.authPerEmail },
    ];
  };
}

type AuthSpec<S extends z.core.$ZodType<object>> = Spec<null, S, Record<string, string>>;

/**
 * The spec of the account screen `scope`; with `screen`, its form may also arrive URL-encoded, from
 * a browser without JavaScript, and a failure goes back to that screen.
 */
export function authPost<S extends z.core.$ZodType<object>>(scope: string, schema: S, screen?: Screen): AuthSpec<S> {
  const form = screen ? { form: true as const } : {};
  const body = { schema, maxBytes: AUTH_POST_BYTES, firstError: true as const, ...form };
  return {
    limit: { scope: `auth-${scope}`, extra: mailingChecks(scope) },
    body: body as AuthSpec<S>["body"],
    ...(screen ? { back: backToScreen(screen) } : {}),
  };
}

/** A wrong password or code: the one kind of error `throttled` counts. */
export class CredentialFailure extends DomainError {
  constructor(kind: ErrorKind, message: string, errors?: FieldError[]) {
    super(kind, message, errors);
  }
}

/**
 * Runs a check of a password or code for `email` from `ip`. Each try is counted as a failure on
 * both keys BEFORE the check (atomically, so parallel tries cannot all pass one read of the
 * wait); while this address and IP (or the address from everywhere) must wait, answers 429 with
 * Retry-After without checking anything. A success gives the try back and clears this IP's
 * count; an error other than a CredentialFailure gives it back. `secret` names what is guessed:
 * the code screens share one.
 */
export async function throttled<T>(
  secret: "password" | "code",
  email: string,
  ip: string,
  check: () => Promise<T>,
): Promise<T> {
  const keys = [
    { key: `auth-${secret}:fail:${email}:${ip}`, rule: FAILURE_RULES.authPerEmailIp },
    { key: `auth-${secret}:fail:${email}`, rule: FAILURE_RULES.authPerEmail },
  ];
  await reserveTries(keys);
  let result: T;
  try {
    result = await check();
  } catch (error) {
    if (!(error instanceof CredentialFailure)) await giveBackTries(keys);
    throw error;
  }
  await forgetFailures(keys.slice(0, 1));
  await giveBackTries(keys.slice(1));
  return result;
}
