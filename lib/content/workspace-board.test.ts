import { describe, expect, it } from "vitest";
import { ageOf } from "./workspace-board";

describe("a card's age", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  const ago = (ms: number) => ageOf(new Date(now.getTime() - ms), now);

  it("is said in its largest whole unit: minutes, hours, then days", () => {
    expect([
      ago(0),
      ago(59 * 60_000),
      ago(60 * 60_000),
      ago(23 * 3_600_000 + 59 * 60_000),
      ago(24 * 3_600_000),
      ago(9 * 86_400_000),
    ]).toEqual(["0 min", "59 min", "1 h", "23 h", "1 d", "9 d"]);
  });

  it("reads a time a little ahead (another server's clock) as just now", () => {
    expect(ago(-5_000)).toBe("0 min");
  });
});
