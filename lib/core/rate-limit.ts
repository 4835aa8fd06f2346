// Fixed-window counters, and failure counters that make a key wait longer after each failure,
// behind one interface, so a deployment with several instances can swap the in-memory store for
// a shared one without touching handlers.
import "server-only";
import { config } from "./config";
import { tooManyRequests } from "./http";

export type RateRule = { limit: number; windowMs: number };
export type RateResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Failures in a row on one key (wrong passwords, wrong codes): the first `free` cost nothing;
 * from the `free`-th on, the next try waits baseDelayMs, then twice as long after each further
 * failure, up to maxDelayMs. A key with no failure for forgetMs starts again from nothing.
 */
export type FailureRule = { free: number; baseDelayMs: number; maxDelayMs: number; forgetMs: number };

export interface RateLimitStore {
  hit(key: string, rule: RateRule, now: number): RateResult;
  /** Milliseconds this key must still wait before its next try (0: go ahead). */
  failureWait(key: string, now: number): number;
  addFailure(key: string, rule: FailureRule, now: number): void;
  clearFailures(key: string): void;
}

type FailureState = { count: number; waitUntil: number; forgetAt: number };

export function failureDelayMs(rule: FailureRule, count: number): number {
  return count < rule.free ? 0 : Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(count - rule.free, 30));
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly failures = new Map<string, FailureState>();

  hit(key: string, rule: RateRule, now: number): RateResult {
    if (this.windows.size > 50_000) this.sweep(now);
    const current = this.windows.get(key);
    if (!current || current.resetAt <= now) {
      this.windows.set(key, { count: 1, resetAt: now + rule.windowMs });
      return { ok: true };
    }
    current.count += 1;
    if (current.count <= rule.limit) return { ok: true };
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((current.resetAt - now) / 1000)) };
  }

  failureWait(key: string, now: number): number {
    const state = this.failures.get(key);
    if (!state || state.forgetAt <= now) return 0;
    return Math.max(0, state.waitUntil - now);
  }

  addFailure(key: string, rule: FailureRule, now: number): void {
    if (this.failures.size > 50_000) this.sweep(now);
    const previous = this.failures.get(key);
    const count = previous && previous.forgetAt > now ? previous.count + 1 : 1;
    this.failures.set(key, { count, waitUntil: now + failureDelayMs(rule, count), forgetAt: now + rule.forgetMs });
  }

  clearFailures(key: string): void {
    this.failures.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
    for (const [key, value] of this.failures) if (value.forgetAt <= now) this.failures.delete(key);
  }
}

const globalStore = globalThis as unknown as { __rateLimitStore?: RateLimitStore };
const store: RateLimitStore = (globalStore.__rateLimitStore ??= new MemoryRateLimitStore());

export const RATE_RULES = {
  publicPostPerIp: { limit: 20, windowMs: 60_000 },
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
  // Account screens that mail a code or notice (sign-up, resend, forgot password): one address
  // from one IP gets a few, the address from everywhere a higher ceiling, so one IP cannot use
  // up the owner's mails.
  authMailPerEmailIp: { limit: 5, windowMs: 15 * 60_000 },
  authPerEmail: { limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

export const FAILURE_RULES = {
  // Wrong passwords or codes for one address from one IP: 5 free, then 1 s, 2 s, 4 s … up to 15 minutes.
  authPerEmailIp: { free: 5, baseDelayMs: 1000, maxDelayMs: 15 * 60_000, forgetMs: 60 * 60_000 },
  // The same address from every IP: a higher ceiling and a wait of at most 30 s, which slows a
  // guesser with many IPs without locking the owner out (only requests are ever refused, never the account).
  authPerEmail: { free: 10, baseDelayMs: 1000, maxDelayMs: 30_000, forgetMs: 60 * 60_000 },
} satisfies Record<string, FailureRule>;

/** Throws a 429 (with Retry-After) when any of the keys is over its rule. */
export function enforceRateLimit(checks: Array<{ key: string; rule: RateRule }>, now = Date.now()): void {
  if (!config.rateLimitEnabled) return;
  for (const { key, rule } of checks) {
    const result = store.hit(key, rule, now);
    if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
  }
}

export type FailureKey = { key: string; rule: FailureRule };

/** Throws a 429 whose Retry-After is the longest wait of the keys, before anything is checked. */
export function enforceFailureWait(keys: FailureKey[], now = Date.now()): void {
  if (!config.rateLimitEnabled) return;
  const wait = Math.max(0, ...keys.map(({ key }) => store.failureWait(key, now)));
  if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000));
}

export function recordFailure(keys: FailureKey[], now = Date.now()): void {
  if (!config.rateLimitEnabled) return;
  for (const { key, rule } of keys) store.addFailure(key, rule, now);
}

export function forgetFailures(keys: FailureKey[]): void {
  for (const { key } of keys) store.clearFailures(key);
}
