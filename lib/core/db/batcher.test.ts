import { describe, expect, it } from "vitest";
import { createBatcher } from "./batcher";

describe("createBatcher", () => {
  it("writes calls that arrive together in one flush and gives each caller its own result", async () => {
    const flushes: number[][] = [];
    const write = createBatcher(
      async (items: number[]) => {
        flushes.push(items);
        return items.map((n) => n * 10);
      },
      { maxItems: 10, maxWaitMs: 5 },
    );
    const results = await Promise.all([1, 2, 3].map(write));
    expect(results).toEqual([10, 20, 30]);
    expect(flushes).toEqual([[1, 2, 3]]);
  });

  it("flushes as soon as a batch is full", async () => {
    const flushes: number[][] = [];
    const write = createBatcher(
      async (items: number[]) => {
        flushes.push(items);
        return items;
      },
      { maxItems: 2, maxWaitMs: 10_000 },
    );
    await Promise.all([1, 2, 3, 4].map(write));
    expect(flushes).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it("rejects every caller of a failed batch and keeps working afterwards", async () => {
    let fail = true;
    const write = createBatcher(
      async (items: number[]) => {
        if (fail) throw new Error("disk full");
        return items;
      },
      { maxItems: 5, maxWaitMs: 1 },
    );
    const failed = await Promise.allSettled([write(1), write(2)]);
    expect(failed.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await write(3)).toBe(3);
  });
});
