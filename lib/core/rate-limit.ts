// Fixed-window counters, and failure counters that make a key wait longer after each failure,
// behind one interface: in the "RateLimit" table when the site runs on PostgreSQL (every instance
// counts toward one limit, kept across restarts), else bounded in this process's memory.
import "server-only";
import { config } from "./config";
import { db } from "./db";
import { dialectOf } from "./db/client";
import { tooManyRequests } from "./http";
import { DbRateLimitStore } from "./rate-limit-db";
import { MemoryRateLimitStore } from "./rate-limit-memory";
import type { FailureRule, RateLimitStore, RateRule } from "./rate-limit-rules";

export { failureDelayMs, type FailureRule, type RateLimitStore, type RateResult, type RateRule } from "./rate-limit-rules";
export { MemoryRateLimitStore } from "./rate-limit-memory";

/** On PostgreSQL every instance counts in the shared table; otherwise one process counts in memory. */
function createStore(): RateLimitStore {
  return dialectOf(config.databaseUrl) === "postgres" ? new DbRateLimitStore(db).sweepPeriodically() : new MemoryRateLimitStore();
}

const globalStore = globalThis as unknown as { __rateLimitStore?: RateLimitStore };
const store: RateLimitStore = (globalStore.__rateLimitStore ??= createStore());

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
export async function enforceRateLimit(checks: Array<{ key: string; rule: RateRule }>, now = Date.now()): Promise<void> {
  if (!config.rateLimitEnabled) return;
  for (const { key, rule } of checks) {
    const result = await store.hit(key, rule, now);
    if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
  }
}

export type FailureKey = { key: string; rule: FailureRule };

/** Throws a 429 whose Retry-After is the longest wait of the keys, before anything is checked. */
export async function enforceFailureWait(keys: FailureKey[], now = Date.now()): Promise<void> {
  if (!config.rateLimitEnabled) return;
  const waits = await Promise.all(keys.map(({ key }) => store.failureWait(key, now)));
  const wait = Math.max(0, ...waits);
  if (wait > 0) throw tooManyRequests(Math.ceil(wait / 1000));
}

export async function recordFailure(keys: FailureKey[], now = Date.now()): Promise<void> {
  if (!config.rateLimitEnabled) return;
  for (const { key, rule } of keys) await store.addFailure(key, rule, now);
}

export async function forgetFailures(keys: FailureKey[]): Promise<void> {
  for (const { key } of keys) await store.clearFailures(key);
}
