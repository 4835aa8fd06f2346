// What a rate-limit store counts, shared by the stores (memory, database) and lib/core/rate-limit.ts.
export type RateRule = { limit: number; windowMs: number };
export type RateResult = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Failures in a row on one key (wrong passwords, wrong codes): the first `free` cost nothing;
 * from the `free`-th on, the next try waits baseDelayMs, then twice as long after each further
 * failure, up to maxDelayMs. A key with no failure for forgetMs starts again from nothing.
 */
export type FailureRule = { free: number; baseDelayMs: number; maxDelayMs: number; forgetMs: number };

/** Fixed-window counters and failure counters; `now` is always the caller's clock, in ms. */
export interface RateLimitStore {
  hit(key: string, rule: RateRule, now: number): Promise<RateResult>;
  /** Milliseconds this key must still wait before its next try (0: go ahead). */
  failureWait(key: string, now: number): Promise<number>;
  addFailure(key: string, rule: FailureRule, now: number): Promise<void>;
  clearFailures(key: string): Promise<void>;
}

export function failureDelayMs(rule: FailureRule, count: number): number {
  return count < rule.free ? 0 : Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(count - rule.free, 30));
}

export function retryAfterSeconds(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}
