import { describe, expect, it } from "vitest";
import { HttpError } from "./http";
import { enforceRateLimit, MemoryRateLimitStore } from "./rate-limit";

describe("MemoryRateLimitStore", () => {
  const rule = { limit: 3, windowMs: 10_000 };

  it("allows up to the limit in one window, then asks to retry when the window ends", () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 3; i++) expect(store.hit("k", rule, 1000)).toEqual({ ok: true });
    expect(store.hit("k", rule, 4000)).toEqual({ ok: false, retryAfterSeconds: 7 });
  });

  it("starts a new window once the old one has passed", () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 4; i++) store.hit("k", rule, 0);
    expect(store.hit("k", rule, 10_001)).toEqual({ ok: true });
  });

  it("counts keys separately", () => {
    const store = new MemoryRateLimitStore();
    for (let i = 0; i < 3; i++) store.hit("a", rule, 0);
    expect(store.hit("b", rule, 0)).toEqual({ ok: true });
  });
});

describe("enforceRateLimit", () => {
  it("throws a 429 carrying Retry-After once a key is over its rule", () => {
    const key = `test:${Math.random()}`;
    const rule = { limit: 1, windowMs: 60_000 };
    enforceRateLimit([{ key, rule }], 0);
    try {
      enforceRateLimit([{ key, rule }], 1000);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(HttpError);
      expect((error as HttpError).status).toBe(429);
      expect((error as HttpError).headers).toEqual({ "Retry-After": "59" });
    }
  });
});
