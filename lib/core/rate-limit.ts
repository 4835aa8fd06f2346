// Fixed-window counters behind one interface, so a deployment with several instances can swap
// the in-memory store for a shared one without touching handlers.
import "server-only";
import { config } from "./config";
import { tooManyRequests } from "./http";

export type RateRule = { limit: number; windowMs: number };
export type RateResult = { ok: true } | { ok: false; retryAfterSeconds: number };

export interface RateLimitStore {
  hit(key: string, rule: RateRule, now: number): RateResult;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

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

  private sweep(now: number): void {
    for (const [key, value] of this.windows) if (value.resetAt <= now) this.windows.delete(key);
  }
}

const globalStore = globalThis as unknown as { __rateLimitStore?: RateLimitStore };
const store: RateLimitStore = (globalStore.__rateLimitStore ??= new MemoryRateLimitStore());

export const RATE_RULES = {
  publicPostPerIp: { limit: 20, windowMs: 60_000 },
  perEmail: { limit: 5, windowMs: 60 * 60_000 },
  // Account screens: enough for a person's retries and a resend or two, far too few to guess a password or code.
  authPerEmail: { limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateRule>;

/** Throws a 429 (with Retry-After) when any of the keys is over its rule. */
export function enforceRateLimit(checks: Array<{ key: string; rule: RateRule }>, now = Date.now()): void {
  if (!config.rateLimitEnabled) return;
  for (const { key, rule } of checks) {
    const result = store.hit(key, rule, now);
    if (!result.ok) throw tooManyRequests(result.retryAfterSeconds);
  }
}
