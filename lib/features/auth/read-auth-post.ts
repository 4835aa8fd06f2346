// The opening of every /api/auth POST: same origin, the per-IP limit and the form's schema; a
// 422 carries the spec's message of the first failed check, as the screens show it.
//
// Screens that mail something (sign-up, resend, forgot password) count requests per address and
// IP, with a higher ceiling per address. Screens that check a secret (login, the code screens,
// reset) count only FAILURES (see `throttled`), so nobody can keep an owner out by sending
// requests with the owner's address: the owner's right password or code from another IP still
// gets through while the sender waits longer after each of its wrong tries.
import "server-only";
import type { z } from "zod";
import { DomainError, type ErrorKind, type FieldError } from "../../core/errors";
import { readPublicPost } from "../../core/public-post";
import { enforceRateLimit, FAILURE_RULES, forgetFailures, giveBackTries, RATE_RULES, reserveTries } from "../../core/rate-limit";

const MAILING_SCOPES = new Set(["signup", "resend-code", "forgot-password"]);

export async function readAuthPost<S extends z.core.$ZodType<object>>(
  request: Request,
  scope: string,
  schema: S,
  options: { form?: boolean } = {},
): Promise<{ input: z.output<S>; ip: string }> {
  let read: { input: z.output<S>; ip: string };
  try {
    // `form`: the screen's form may also arrive URL-encoded, from a browser without JavaScript.
    const form = options.form ? (fields: URLSearchParams) => Object.fromEntries(fields) : undefined;
    read = await readPublicPost(request, `auth-${scope}`, schema, { maxBytes: 16 * 1024, form });
  } catch (error) {
    if (error instanceof DomainError && error.kind === "invalid" && error.errors?.[0]) {
      throw new DomainError("invalid", error.errors[0].msg, error.errors);
    }
    throw error;
  }
  const email = "email" in read.input && typeof read.input.email === "string" ? read.input.email : undefined;
  if (email && MAILING_SCOPES.has(scope)) {
    await enforceRateLimit([
      { key: `auth-${scope}:email-ip:${email}:${read.ip}`, rule: RATE_RULES.authMailPerEmailIp },
      { key: `auth-${scope}:email:${email}`, rule: RATE_RULES.authPerEmail },
    ]);
  }
  return read;
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
export async function throttled<T>(secret: "password" | "code", email: string, ip: string, check: () => Promise<T>): Promise<T> {
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
