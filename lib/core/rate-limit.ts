// Fixed-window counters, and failure counters that make a key wait longer after each failure,
// behind one interface: in the "RateLimit" table when the site runs on PostgreSQL (every instance
// counts toward one limit, kept across restarts), else bounded in this process's memory.
// Few files on purpose: /api/subscribe loads it, and test/import-closure.test.ts holds that
// handler to a budget of project files.
import "server-only";
import { bridge } from "./bridge.mjs";
import { config } from "./config";
import { db, Prisma } from "./db";
import { dialectOf } from "./db/client";
import { limited as tooManyRequests } from "./errors";
import { BoundedMap } from "./bounded-map";
import { countRateLimitRefusal } from "./metrics";
import { keyedHash } from "./tokens";
import type { PrismaClient } from "../generated/prisma/client";
import { FAILURE_RULES, RATE_RULES, type FailureRule, type RateRule } from "./rate-rules";

export { FAILURE_RULES, RATE_RULES, type FailureRule, type RateRule };

export type RateResult = { ok: true } | { ok: false; retryAfterSeconds: number };
/** A reserved try and the key's count with it, or the milliseconds the key must still wait. */
export type Reservation = { ok: true; count: number } | { ok: false; waitMs: number };

export type RateCheck = { key: string; rule: RateRule };

/** Fixed-window counters and failure counters; `now` is always the caller's clock, in ms. */
export interface RateLimitStore {
  hit(key: string, rule: RateRule, now: number): Promise<RateResult>;
  /** Counts a hit on every key at once (one statement on the database) and answers for each, in order. */
  hitAll(checks: RateCheck[], now: number): Promise<RateResult[]>;
  /** Milliseconds this key must still wait before its next try (0: go ahead). */
  failureWait(key: string, now: number): Promise<number>;
  /** Counts a try as a failure BEFORE its check, atomically, unless the key must still wait. */
  reserveTry(key: string, rule: FailureRule, now: number): Promise<Reservation>;
  /** Gives back one reserved try (its check succeeded or never ran). */
  giveBackTry(key: string, rule: FailureRule, now: number): Promise<void>;
  clearFailures(key: string): Promise<void>;
}

export function failureDelayMs(rule: FailureRule, count: number): number {
  return count < rule.free ? 0 : Math.min(rule.maxDelayMs, rule.baseDelayMs * 2 ** Math.min(count - rule.free, 30));
}

function retryAfterSeconds(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

// The store of one process (the SQLite default), bounded: each map keeps its keys in the order
// they were last written, so the oldest goes first once a map holds `maxKeys`; expired keys read
// as absent and are dropped by a sweep on an unref'd timer, never per request.
export { BoundedMap };
export const MEMORY_MAX_KEYS = 100_000;
const MEMORY_SWEEP_EVERY_MS = 60_000;

type Window = { count: number; expiresAt: number };
type Failures = { count: number; waitUntil: number; expiresAt: number };

export class MemoryRateLimitStore implements RateLimitStore {
  readonly windows: BoundedMap<Window>;
  readonly failures: BoundedMap<Failures>;

  constructor(maxKeys = MEMORY_MAX_KEYS) {
    this.windows = new BoundedMap(maxKeys);
    this.failures = new BoundedMap(maxKeys);
    setInterval(() => this.sweep(Date.now()), MEMORY_SWEEP_EVERY_MS).unref();
  }

  async hit(key: string, rule: RateRule, now: number): Promise<RateResult> {
    const current = this.windows.get(key, now);
    const window = current
      ? { count: current.count + 1, expiresAt: current.expiresAt }
      : { count: 1, expiresAt: now + rule.windowMs };
    this.windows.set(key, window);
    if (window.count <= rule.limit) return { ok: true };
    return { ok: false, retryAfterSeconds: retryAfterSeconds(window.expiresAt, now) };
  }

  async hitAll(checks: RateCheck[], now: number): Promise<RateResult[]> {
    return Promise.all(checks.map(({ key, rule }) => this.hit(key, rule, now)));
  }

  async failureWait(key: string, now: number): Promise<number> {
    const state = this.failures.get(key, now);
    return state ? Math.max(0, state.waitUntil - now) : 0;
  }

  async reserveTry(key: string, rule: FailureRule, now: number): Promise<Reservation> {
    const state = this.failures.get(key, now);
    if (state && state.waitUntil > now) return { ok: false, waitMs: state.waitUntil - now };
    const count = (state?.count ?? 0) + 1;
    this.failures.set(key, { count, waitUntil: now + failureDelayMs(rule, count), expiresAt: now + rule.forgetMs });
    return { ok: true, count };
  }

  async giveBackTry(key: string, rule: FailureRule, now: number): Promise<void> {
    const state = this.failures.get(key, now);
    if (!state) return;
    const count = Math.max(0, state.count - 1);
    this.failures.set(key, { ...state, count, waitUntil: failureDelayMs(rule, count) === 0 ? 0 : state.waitUntil });
  }

  async clearFailures(key: string): Promise<void> {
    this.failures.delete(key);
  }

  sweep(now: number): void {
    this.windows.sweep(now);
    this.failures.sweep(now);
  }
}

// The store of a site on PostgreSQL: counters in the "RateLimit" table, shared by every instance
// and kept across restarts. Each hit and each failure is one atomic upsert, so concurrent
// requests on any instance count exactly. Times come from the caller's clock (bound as
// parameters), never the database's. Written in SQL both dialects run.
const DB_SWEEP_EVERY_MS = 10 * 60_000;
// Windows and failure counters are counted apart even under one caller key. A caller's key names
// an address or an IP ("auth-login:email:…"): the table holds only its keyed hash, so neither a
// copy of the database nor an erasure left behind can read a person out of it.
export const storedRateKey = (kind: "w" | "f", key: string) => `${kind}:${keyedHash(`rate-limit:${key}`)}`;
const windowKey = (key: string) => storedRateKey("w", key);
const failureKey = (key: string) => storedRateKey("f", key);

export class DbRateLimitStore implements RateLimitStore {
  constructor(private readonly db: PrismaClient) {}

  async hit(key: string, rule: RateRule, now: number): Promise<RateResult> {
    const [result] = await this.hitAll([{ key, rule }], now);
    return result ?? Promise.reject(new Error("The rate-limit upsert returned no row"));
  }

  /**
   * One upsert for every key: each row starts its own window (its rule's) or counts on in it.
   * Rows are written in key order, so two requests that share keys lock them in the same order.
   */
  async hitAll(checks: RateCheck[], now: number): Promise<RateResult[]> {
    if (checks.length === 0) return [];
    const at = new Date(now);
    const stored = checks.map(({ key, rule }) => ({ key: windowKey(key), rule }));
    const values = [...stored]
      .sort((x, y) => (x.key < y.key ? -1 : 1))
      .map(({ key, rule }) => Prisma.sql`(${key}, 1, ${new Date(now + rule.windowMs)})`);
    const rows = await this.db.$queryRaw<
      Array<{ key: string; count: number; expiresAt: Date }>
    >`INSERT INTO "RateLimit" ("key", "count", "expiresAt")
      VALUES ${Prisma.join(values)}
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN "RateLimit"."expiresAt" <= ${at} THEN 1 ELSE "RateLimit"."count" + 1 END,
        "expiresAt" = CASE WHEN "RateLimit"."expiresAt" <= ${at} THEN EXCLUDED."expiresAt" ELSE "RateLimit"."expiresAt" END
      RETURNING "key", "count", "expiresAt"`;
    const byKey = new Map(rows.map((row) => [row.key, row]));
    return stored.map(({ key, rule }) => {
      const row = byKey.get(key);
      if (!row) throw new Error("The rate-limit upsert returned no row for a key");
      if (row.count <= rule.limit) return { ok: true } as const;
      return { ok: false, retryAfterSeconds: retryAfterSeconds(new Date(row.expiresAt).getTime(), now) } as const;
    });
  }

  async failureWait(key: string, now: number): Promise<number> {
    const [row] = await this.db.$queryRaw<Array<{ expiresAt: Date; waitUntil: Date | null }>>`
      SELECT "expiresAt", "waitUntil" FROM "RateLimit" WHERE "key" = ${failureKey(key)}`;
    if (!row?.waitUntil || new Date(row.expiresAt).getTime() <= now) return 0;
    return Math.max(0, new Date(row.waitUntil).getTime() - now);
  }

  /**
   * One conditional upsert: the count goes up and its wait is written in the same statement, and
   * only while the key need not wait, so parallel tries can never all pass one read of the wait.
   */
  async reserveTry(key: string, rule: FailureRule, now: number): Promise<Reservation> {
    const at = new Date(now);
    const forgetAt = new Date(now + rule.forgetMs);
    const expired = Prisma.sql`"RateLimit"."expiresAt" <= ${at}`;
    const waits: Prisma.Sql[] = [];
    for (let count = rule.free; failureDelayMs(rule, count) < rule.maxDelayMs; count++) {
      waits.push(
        Prisma.sql`WHEN "RateLimit"."count" + 1 = ${count} THEN ${new Date(now + failureDelayMs(rule, count))}`,
      );
    }
    // The first branch never runs: it gives the CASE the column's type (PostgreSQL leaves bound dates untyped).
    const nextWait = Prisma.sql`CASE WHEN 1 = 0 THEN "RateLimit"."waitUntil" WHEN ${expired} OR "RateLimit"."count" + 1 < ${rule.free} THEN ${at}
      ${waits.length ? Prisma.join(waits, " ") : Prisma.empty} ELSE ${new Date(now + rule.maxDelayMs)} END`;
    const rows = await this.db.$queryRaw<Array<{ count: number }>>`
      INSERT INTO "RateLimit" ("key", "count", "expiresAt", "waitUntil")
      VALUES (${failureKey(key)}, 1, ${forgetAt}, ${new Date(now + failureDelayMs(rule, 1))})
      ON CONFLICT ("key") DO UPDATE SET
        "count" = CASE WHEN ${expired} THEN 1 ELSE "RateLimit"."count" + 1 END,
        "expiresAt" = ${forgetAt},
        "waitUntil" = ${nextWait}
      WHERE ${expired} OR "RateLimit"."waitUntil" IS NULL OR "RateLimit"."waitUntil" <= ${at}
      RETURNING "count"`;
    return rows[0]
      ? { ok: true, count: Number(rows[0].count) }
      : { ok: false, waitMs: Math.max(1, await this.failureWait(key, now)) };
  }

  async giveBackTry(key: string, rule: FailureRule, now: number): Promise<void> {
    await this.db.$executeRaw`UPDATE "RateLimit" SET "count" = "count" - 1,
      "waitUntil" = CASE WHEN "count" - 1 < ${rule.free} THEN NULL ELSE "waitUntil" END
      WHERE "key" = ${failureKey(key)} AND "count" > 0 AND "expiresAt" > ${new Date(now)}`;
  }

  async clearFailures(key: string): Promise<void> {
    await this.db.$executeRaw`DELETE FROM "RateLimit" WHERE "key" = ${failureKey(key)}`;
  }

  /** Deletes the rows whose window or failures have expired; returns how many. */
  sweep(now: number): Promise<number> {
    return this.db.$executeRaw`DELETE FROM "RateLimit" WHERE "expiresAt" <= ${new Date(now)}`;
  }

  /** Sweeps every few minutes on an unref'd timer (a failed sweep is retried at the next). */
  sweepPeriodically(): this {
    setInterval(() => void this.sweep(Date.now()).catch(() => undefined), DB_SWEEP_EVERY_MS).unref();
    return this;
  }
}

/** On PostgreSQL every instance counts in the shared table; otherwise one process counts in memory. */
function createStore(): RateLimitStore {
  return dialectOf(config.databaseUrl) === "postgres"
    ? new DbRateLimitStore(db).sweepPeriodically()
    : new MemoryRateLimitStore();
}

const store: RateLimitStore = (bridge.rateLimitStore ??= createStore());

/** The name a rule has in RATE_RULES or FAILURE_RULES (the `kind` of rate_limit_refusals_total). */
function kindOf(rule: RateRule | FailureRule, rules: Record<string, RateRule | FailureRule>, prefix = ""): string {
  return `${prefix}${Object.entries(rules).find(([, known]) => known === rule)?.[0] ?? "other"}`;
}

/** Throws a 429 (with Retry-After) when any of the keys is over its rule. */
export async function enforceRateLimit(checks: RateCheck[], now = Date.now()): Promise<void> {
  if (!config.rateLimitEnabled) return;
  const results = await store.hitAll(checks, now);
  for (const [index, { rule }] of checks.entries()) {
    const result = results[index];
    if (!result || result.ok) continue;
    countRateLimitRefusal(kindOf(rule, RATE_RULES));
    throw tooManyRequests(result.retryAfterSeconds);
  }
}

/**
 * For sampling, not refusing: true while `key` is within `rule` (the hit counted), false after.
 * Applies even when RATE_LIMIT=off, which lifts refusals only.
 */
export async function withinRate(key: string, rule: RateRule, now = Date.now()): Promise<boolean> {
  return (await store.hit(key, rule, now)).ok;
}

export type FailureKey = { key: string; rule: FailureRule };

/**
 * Reserves one try on every key (a failure until given back) and returns their counts, or throws
 * a 429 and reserves nothing. Closes the race of reading the wait, checking, then counting.
 */
export async function reserveTries(keys: FailureKey[], now = Date.now()): Promise<number[]> {
  if (!config.rateLimitEnabled) return [];
  const counts: number[] = [];
  for (const [index, { key, rule }] of keys.entries()) {
    const reservation = await store.reserveTry(key, rule, now);
    if (!reservation.ok) {
      await giveBackTries(keys.slice(0, index), now);
      countRateLimitRefusal(kindOf(rule, FAILURE_RULES, "failures:"));
      throw tooManyRequests(Math.ceil(reservation.waitMs / 1000));
    }
    counts.push(reservation.count);
  }
  return counts;
}

/** Gives back tries reserved by `reserveTries` whose check succeeded or never ran. */
export async function giveBackTries(keys: FailureKey[], now = Date.now()): Promise<void> {
  if (!config.rateLimitEnabled) return;
  for (const { key, rule } of keys) await store.giveBackTry(key, rule, now);
}

export async function forgetFailures(keys: FailureKey[]): Promise<void> {
  for (const { key } of keys) await store.clearFailures(key);
}
