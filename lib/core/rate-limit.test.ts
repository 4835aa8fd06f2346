import { describe, expect, it } from "vitest";
import { HttpError } from "./http";
import {
  BoundedMap,
  enforceRateLimit,
  failureDelayMs,
  forgetFailures,
  giveBackTries,
  MemoryRateLimitStore,
  reserveTries,
} from "./rate-limit";

describe("MemoryRateLimitStore", () => {
  const rule = { limit: 3, windowMs: 10_000 };

  it("allows up to the limit in one window, then asks to retry when the window ends", async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 3; i++) expect(await store.hit("k", rule, 1000)).toEqual({ ok: true });
    expect(await store.hit("k", rule, 4000)).toEqual({ ok: false, retryAfterSeconds: 7 });
  });

  it("starts a new window once the old one has passed", async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 4; i++) await store.hit("k", rule, 0);
    expect(await store.hit("k", rule, 10_001)).toEqual({ ok: true });
  });

  it("counts keys separately", async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 3; i++) await store.hit("a", rule, 0);
    expect(await store.hit("b", rule, 0)).toEqual({ ok: true });
  });

  it("counts several keys at once, each against its own rule, answering in order", async () => {
    const store = new MemoryRateLimitStore();
    const once = { limit: 1, windowMs: 5_000 };
    expect(
      await store.hitAll(
        [
          { key: "ip", rule },
          { key: "email", rule: once },
        ],
        0,
      ),
    ).toEqual([{ ok: true }, { ok: true }]);
    expect(
      await store.hitAll(
        [
          { key: "ip", rule },
          { key: "email", rule: once },
        ],
        1000,
      ),
    ).toEqual([{ ok: true }, { ok: false, retryAfterSeconds: 4 }]);
    expect(await store.hit("ip", rule, 1000)).toEqual({ ok: true });
    expect(await store.hit("ip", rule, 1000)).toEqual({ ok: false, retryAfterSeconds: 9 });
  });
});

describe("enforceRateLimit", () => {
  it("throws a 429 carrying Retry-After once a key is over its rule", async () => {
    const key = `test:${Math.random()}`;
    const rule = { limit: 1, windowMs: 60_000 };
    await enforceRateLimit([{ key, rule }], 0);
    try {
      await enforceRateLimit([{ key, rule }], 1000);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(429);
      expect((error as HttpError).headers).toEqual({ "Retry-After": "59" });
    }
  });
});

describe("failure counters", () => {
  const rule = { free: 3, baseDelayMs: 1000, maxDelayMs: 8000, forgetMs: 60_000 };

  it("cost nothing for the first failures, then double the wait after each one, up to the cap", () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((count) => failureDelayMs(rule, count))).toEqual([
      0, 0, 1000, 2000, 4000, 8000, 8000,
    ]);
  });

  it("make a key wait after its failures, count keys apart, and forget a quiet key", async () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 3; i++) await store.reserveTry("a", rule, 0);
    expect(await store.failureWait("a", 0)).toBe(1000);
    expect(await store.failureWait("a", 400)).toBe(600);
    expect(await store.failureWait("b", 0)).toBe(0);
    await store.reserveTry("a", rule, 1000);
    expect(await store.failureWait("a", 1000)).toBe(2000);
    await store.reserveTry("a", rule, 100_000);
    expect(await store.failureWait("a", 100_000)).toBe(0);
    await store.clearFailures("a");
    expect(await store.failureWait("a", 100_000)).toBe(0);
  });

  it("reserve each try before its check, refuse (reserving nothing) while a key must wait, and take tries back", async () => {
    const key = { key: `fail:${Math.random()}`, rule };
    const other = { key: `fail:${Math.random()}`, rule: { ...rule, free: 1 } };
    for (const count of [1, 2, 3]) expect(await reserveTries([key], 0)).toEqual([count]);
    try {
      await reserveTries([other, key], 0);
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).status).toBe(429);
      expect((error as HttpError).headers).toEqual({ "Retry-After": "1" });
    }
    expect(await reserveTries([other], 0)).toEqual([1]);
    await giveBackTries([key], 0);
    expect(await reserveTries([key], 0)).toEqual([3]);
    await forgetFailures([key, other]);
    expect(await reserveTries([key, other], 0)).toEqual([1, 1]);
  });
});

describe("MemoryRateLimitStore's bound", () => {
  const rule = { limit: 1, windowMs: 60_000 };

  it("never holds more than its cap of keys: past the cap the least recently hit key goes first", async () => {
    const cap = 1000;
    const store = new MemoryRateLimitStore(cap);
    for (let i = 0; i < cap + 500; i++) {
      await store.hit(`k${i}`, rule, 0);
      expect(store.windows.size).toBeLessThanOrEqual(cap);
    }
    expect(store.windows.size).toBe(cap);
    expect(store.windows.has("k0")).toBe(false);
    expect(store.windows.has("k499")).toBe(false);
    expect(store.windows.has("k500")).toBe(true);
    // A key hit again moves to the young end: it outlives keys written before its last hit.
    expect(await store.hit("k500", rule, 1)).toEqual({ ok: false, retryAfterSeconds: 60 });
    await store.hit("new", rule, 1);
    expect(store.windows.has("k500")).toBe(true);
    expect(store.windows.has("k501")).toBe(false);
  });

  it("bounds failure counters the same way", async () => {
    const store = new MemoryRateLimitStore(10);
    const failures = { free: 1, baseDelayMs: 1000, maxDelayMs: 8000, forgetMs: 60_000 };
    for (let i = 0; i < 25; i++) await store.reserveTry(`f${i}`, failures, 0);
    expect(store.failures.size).toBe(10);
    expect(await store.failureWait("f0", 0)).toBe(0);
    expect(await store.failureWait("f24", 0)).toBe(1000);
  });

  it("reads an expired key as absent and drops expired keys on a sweep, keeping live ones", async () => {
    const store = new MemoryRateLimitStore();
    await store.hit("short", { limit: 1, windowMs: 1000 }, 0);
    await store.hit("long", { limit: 1, windowMs: 60_000 }, 0);
    expect(await store.hit("short", { limit: 1, windowMs: 1000 }, 1000)).toEqual({ ok: true });
    store.sweep(30_000);
    expect(store.windows.has("short")).toBe(false);
    expect(store.windows.has("long")).toBe(true);
  });
});

describe("BoundedMap", () => {
  it("evicts in least-recently-written order", () => {
    const map = new BoundedMap<{ expiresAt: number }>(2);
    map.set("a", { expiresAt: 10 });
    map.set("b", { expiresAt: 10 });
    map.set("a", { expiresAt: 10 });
    map.set("c", { expiresAt: 10 });
    expect([map.has("a"), map.has("b"), map.has("c")]).toEqual([true, false, true]);
    expect(map.get("a", 10)).toBeUndefined();
  });
});
