// The rate-limit store of one process (the SQLite default): bounded in memory. Each map keeps its
// keys in the order they were last written, so the oldest goes first once a map holds `maxKeys`;
// expired keys read as absent and are dropped by a sweep on an unref'd timer, never per request.
import "server-only";
import { failureDelayMs, retryAfterSeconds, type FailureRule, type RateLimitStore, type RateResult, type RateRule } from "./rate-limit-rules";

export const MEMORY_MAX_KEYS = 100_000;
const SWEEP_EVERY_MS = 60_000;

type Expiring = { expiresAt: number };

/** A Map in least-recently-written order, holding at most `maxKeys` entries. */
export class BoundedMap<V extends Expiring> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxKeys: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The live value of `key`, or undefined once it has expired. */
  get(key: string, now: number): V | undefined {
    const value = this.entries.get(key);
    return value && value.expiresAt > now ? value : undefined;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  sweep(now: number): void {
    for (const [key, value] of this.entries) if (value.expiresAt <= now) this.entries.delete(key);
  }
}

type Window = { count: number; expiresAt: number };
type Failures = { count: number; waitUntil: number; expiresAt: number };

export class MemoryRateLimitStore implements RateLimitStore {
  readonly windows: BoundedMap<Window>;
  readonly failures: BoundedMap<Failures>;

  constructor(maxKeys = MEMORY_MAX_KEYS) {
    this.windows = new BoundedMap(maxKeys);
    this.failures = new BoundedMap(maxKeys);
    setInterval(() => this.sweep(Date.now()), SWEEP_EVERY_MS).unref();
  }

  async hit(key: string, rule: RateRule, now: number): Promise<RateResult> {
    const current = this.windows.get(key, now);
    const window = current ? { count: current.count + 1, expiresAt: current.expiresAt } : { count: 1, expiresAt: now + rule.windowMs };
    this.windows.set(key, window);
    if (window.count <= rule.limit) return { ok: true };
    return { ok: false, retryAfterSeconds: retryAfterSeconds(window.expiresAt, now) };
  }

  async failureWait(key: string, now: number): Promise<number> {
    const state = this.failures.get(key, now);
    return state ? Math.max(0, state.waitUntil - now) : 0;
  }

  async addFailure(key: string, rule: FailureRule, now: number): Promise<void> {
    const count = (this.failures.get(key, now)?.count ?? 0) + 1;
    this.failures.set(key, { count, waitUntil: now + failureDelayMs(rule, count), expiresAt: now + rule.forgetMs });
  }

  async clearFailures(key: string): Promise<void> {
    this.failures.delete(key);
  }

  sweep(now: number): void {
    this.windows.sweep(now);
    this.failures.sweep(now);
  }
}
