// Issue 12: on PostgreSQL, rate limits live in the database, so every instance counts toward one
// limit. Two stores with their own clients (connection pools) stand for two processes.
import { afterAll, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { DbRateLimitStore, storedRateKey } from "@/lib/core/rate-limit";

const url = process.env.DATABASE_URL ?? "";
const clientA = createPrismaClient(url);
const clientB = createPrismaClient(url);
const a = new DbRateLimitStore(clientA);
const b = new DbRateLimitStore(clientB);
afterAll(() => Promise.all([clientA.$disconnect(), clientB.$disconnect()]));

let counter = 0;
const uniqueKey = (label: string) => `shared-test:${label}:${++counter}:${Date.now()}`;
const rule = { limit: 5, windowMs: 60_000 };
const failures = { free: 2, baseDelayMs: 1000, maxDelayMs: 8000, forgetMs: 60_000 };

describe("DbRateLimitStore shared by two instances", () => {
  it("counts hits on both instances toward one limit of 5: 3 on A and 3 on B, the 6th is refused", async () => {
    const key = uniqueKey("limit");
    const now = Date.now();
    const answers = [];
    for (const store of [a, a, a, b, b, b]) answers.push(await store.hit(key, rule, now));
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ ok: true }));
    expect(answers[5]).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(await a.hit(key, rule, now + 20_000)).toEqual({ ok: false, retryAfterSeconds: 40 });
  });

  it("starts a new window for both instances once the old one has passed", async () => {
    const key = uniqueKey("window");
    const now = Date.now();
    for (let i = 0; i < 6; i++) await a.hit(key, rule, now);
    expect(await b.hit(key, rule, now + 59_999)).toEqual({ ok: false, retryAfterSeconds: 1 });
    expect(await b.hit(key, rule, now + 60_000)).toEqual({ ok: true });
    for (let i = 0; i < 4; i++) expect(await a.hit(key, rule, now + 60_001)).toEqual({ ok: true });
    expect(await a.hit(key, rule, now + 60_002)).toEqual({ ok: false, retryAfterSeconds: 60 });
  });

  it("counts 50 concurrent hits from both instances exactly", async () => {
    const key = uniqueKey("concurrent");
    const now = Date.now();
    const many = { limit: 30, windowMs: 60_000 };
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => (i % 2 ? a : b).hit(key, many, now)));
    expect(answers.filter((answer) => answer.ok)).toHaveLength(30);
    const [row] = await clientA.$queryRaw<Array<{ count: number }>>`SELECT "count" FROM "RateLimit" WHERE "key" = ${storedRateKey("w", key)}`;
    expect(row?.count).toBe(50);
  });

  it("counts several keys in one statement, each in its own window, and answers in the order asked", async () => {
    const [ip, email] = [uniqueKey("ip"), uniqueKey("email")];
    const now = Date.now();
    const perEmail = { limit: 2, windowMs: 3_600_000 };
    const answers = [];
    for (let i = 0; i < 3; i++)
      answers.push(
        await (i % 2 ? b : a).hitAll(
          [
            { key: ip, rule },
            { key: email, rule: perEmail },
          ],
          now,
        ),
      );
    expect(answers).toEqual([
      [{ ok: true }, { ok: true }],
      [{ ok: true }, { ok: true }],
      [{ ok: true }, { ok: false, retryAfterSeconds: 3600 }],
    ]);
    // The IP's window (60 s) ends before the e-mail's (1 h): it starts again, the e-mail's does not.
    expect(
      await a.hitAll(
        [
          { key: email, rule: perEmail },
          { key: ip, rule },
        ],
        now + 60_000,
      ),
    ).toEqual([{ ok: false, retryAfterSeconds: 3540 }, { ok: true }]);
    const counts = await clientA.$queryRaw<
      Array<{ count: number }>
    >`SELECT "count" FROM "RateLimit" WHERE "key" IN (${storedRateKey("w", ip)}, ${storedRateKey("w", email)}) ORDER BY "count"`;
    expect(counts.map((row) => row.count)).toEqual([1, 4]);
    expect(await a.hitAll([], now)).toEqual([]);
  });

  it("counts 40 concurrent two-key hits sharing both keys exactly, with no deadlock", async () => {
    const [first, second] = [uniqueKey("pair-a"), uniqueKey("pair-b")];
    const now = Date.now();
    const many = { limit: 100, windowMs: 60_000 };
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? a : b).hitAll(
          i % 3
            ? [
                { key: first, rule: many },
                { key: second, rule: many },
              ]
            : [
                { key: second, rule: many },
                { key: first, rule: many },
              ],
          now,
        ),
      ),
    );
    const counts = await clientA.$queryRaw<
      Array<{ count: number }>
    >`SELECT "count" FROM "RateLimit" WHERE "key" IN (${storedRateKey("w", first)}, ${storedRateKey("w", second)})`;
    expect(counts.map((row) => row.count)).toEqual([40, 40]);
  });

  it("lets the other instance see a failure wait, grow it, and clear it", async () => {
    const key = uniqueKey("failures");
    const now = Date.now();
    await a.reserveTry(key, failures, now);
    expect(await b.failureWait(key, now)).toBe(0);
    await b.reserveTry(key, failures, now);
    expect(await a.failureWait(key, now)).toBe(1000);
    await a.reserveTry(key, failures, now + 1000);
    expect(await b.failureWait(key, now + 1000)).toBe(2000);
    // Counted apart from a window under the same key.
    expect(await a.hit(key, rule, now)).toEqual({ ok: true });
    await b.clearFailures(key);
    expect(await a.failureWait(key, now + 1000)).toBe(0);
    expect(await a.hit(key, rule, now)).toEqual({ ok: true });
  });

  it("reserves exactly the free tries of concurrent ones, whichever instance takes them", async () => {
    const key = uniqueKey("concurrent-failures");
    const now = Date.now();
    const tries = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).reserveTry(key, failures, now)));
    // 2 free: the second reservation earns a 1 s wait, so every later one is refused.
    expect(tries.filter((reservation) => reservation.ok)).toHaveLength(2);
    expect(await a.failureWait(key, now)).toBe(1000);
    const [row] = await clientB.$queryRaw<Array<{ count: number }>>`SELECT "count" FROM "RateLimit" WHERE "key" = ${storedRateKey("f", key)}`;
    expect(row?.count).toBe(2);
    await a.giveBackTry(key, failures, now);
    expect(await b.failureWait(key, now)).toBe(0);
  });

  it("forgets failures after forgetMs, and a sweep deletes only expired rows", async () => {
    const key = uniqueKey("forget");
    const live = uniqueKey("live");
    const now = Date.now();
    for (let i = 0; i < 3; i++) await a.reserveTry(key, { ...failures, forgetMs: 1000 }, now);
    await a.hit(live, rule, now);
    expect(await b.failureWait(key, now + 1000)).toBe(0);
    await b.reserveTry(key, failures, now + 1000);
    expect(await a.failureWait(key, now + 1000)).toBe(0);
    const rows = (...keys: string[]) => clientA.$queryRaw<Array<{ key: string }>>`SELECT "key" FROM "RateLimit" WHERE "key" IN (${Prisma.join(keys)})`;
    expect(await a.sweep(now + 61_001)).toBeGreaterThanOrEqual(2);
    expect(await rows(storedRateKey("f", key), storedRateKey("w", live))).toEqual([]);
    await a.hit(live, rule, now + 61_002);
    await b.sweep(now + 61_003);
    expect(await rows(storedRateKey("w", live))).toEqual([{ key: storedRateKey("w", live) }]);
  });
});
