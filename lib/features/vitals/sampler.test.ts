import { describe, expect, it } from "vitest";
import { MinuteBudget } from "./sampler";

describe("MinuteBudget", () => {
  it("takes whole beacons until the minute's budget is spent, then starts again next minute", () => {
    const budget = new MinuteBudget(10);
    const minute = 60_000 * 1000;
    expect(budget.take(5, minute)).toBe(true);
    expect(budget.take(4, minute + 10)).toBe(true);
    expect(budget.take(2, minute + 20)).toBe(false);
    expect(budget.take(1, minute + 59_999)).toBe(true);
    expect(budget.take(1, minute + 59_999)).toBe(false);
    expect(budget.take(5, minute + 60_000)).toBe(true);
  });
});
