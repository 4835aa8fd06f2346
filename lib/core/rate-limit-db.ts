// The rate-limit store of a site on PostgreSQL: counters in the "RateLimit" table, shared by every
// instance and kept across restarts. Each hit and each failure is one atomic upsert, so
// concurrent requests on any instance count exactly. Times come from the caller's clock (bound
// as parameters), never the database's. Written in SQL both dialects run.
import "server-only";
import { Prisma, type PrismaClient } from "../generated/prisma/client";
import { failureDelayMs, retryAfterSeconds, type FailureRule, type RateLimitStore, type RateResult, type RateRule } from "./rate-limit-rules";

const SWEEP_EVERY_MS = 10 * 60_000;
// Windows and failure counters are counted apart even under one caller key.
const windowKey = (key: string) => `w:${key}`;
const failureKey = (key: string) => `f:${key}`;

type Counted = { count: number; expiresAt: Date };

/** Adds one to `key`'s count, or starts it at 1 with `expiresAt` once the old one has expired. */
function bump(key: string, now: Date, expiresAt: Date, onRenew: Prisma.Sql = Prisma.empty): Prisma.Sql {
  const expired = Prisma.sql`"RateLimit"."expiresAt" <= ${now}`;
  return Prisma.sql`INSERT INTO "RateLimit" ("key", "count", "expiresAt") VALUES (${key}, 1, ${expiresAt})
    ON CONFLICT ("key") DO UPDATE SET
      "count" = CASE WHEN ${expired} THEN 1 ELSE "RateLimit"."count" + 1 END${onRenew}
    RETURNING "count", "expiresAt"`;
}

export class DbRateLimitStore implements RateLimitStore {
  constructor(private readonly db: PrismaClient) {}

  async hit(key: string, rule: RateRule, now: number): Promise<RateResult> {
    const at = new Date(now);
    const renew = Prisma.sql`,
      "expiresAt" = CASE WHEN "RateLimit"."expiresAt" <= ${at} THEN ${new Date(now + rule.windowMs)} ELSE "RateLimit"."expiresAt" END`;
    const [row] = await this.db.$queryRaw<Counted[]>(bump(windowKey(key), at, new Date(now + rule.windowMs), renew));
    if (!row) throw new Error("The rate-limit upsert returned no row");
    if (row.count <= rule.limit) return { ok: true };
    return { ok: false, retryAfterSeconds: retryAfterSeconds(new Date(row.expiresAt).getTime(), now) };
  }

  async failureWait(key: string, now: number): Promise<number> {
    const [row] = await this.db.$queryRaw<Array<{ expiresAt: Date; waitUntil: Date | null }>>`
      SELECT "expiresAt", "waitUntil" FROM "RateLimit" WHERE "key" = ${failureKey(key)}`;
    if (!row?.waitUntil || new Date(row.expiresAt).getTime() <= now) return 0;
    return Math.max(0, new Date(row.waitUntil).getTime() - now);
  }

  /**
   * The count goes up atomically; the wait it earns is written only while the count is still
   * this one, so a slower request never shortens the wait of a later failure.
   */
  async addFailure(key: string, rule: FailureRule, now: number): Promise<void> {
    const forgetAt = new Date(now + rule.forgetMs);
    const renew = Prisma.sql`, "expiresAt" = ${forgetAt}`;
    const [row] = await this.db.$queryRaw<Counted[]>(bump(failureKey(key), new Date(now), forgetAt, renew));
    if (!row) throw new Error("The rate-limit upsert returned no row");
    await this.db.$executeRaw`UPDATE "RateLimit" SET "waitUntil" = ${new Date(now + failureDelayMs(rule, row.count))}
      WHERE "key" = ${failureKey(key)} AND "count" = ${row.count}`;
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
    setInterval(() => void this.sweep(Date.now()).catch(() => undefined), SWEEP_EVERY_MS).unref();
    return this;
  }
}
