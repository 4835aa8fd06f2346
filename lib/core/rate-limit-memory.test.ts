import { describe, expect, it } from "vitest";
import { BoundedMap, MemoryRateLimitStore } from "./rate-limit-memory";

const rule = { limit: 1, windowMs: 60_000 };

describe("MemoryRateLimitStore's bound", () => {
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
    for (let i = 0; i < 25; i++) await store.addFailure(`f${i}`, failures, 0);
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
