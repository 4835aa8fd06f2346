import { describe, expect, it } from "vitest";
import { BookingInputError, instantIn } from "./zone";

const utc = (local: string, zone: string) => instantIn(local, zone).toISOString();

describe("a wall-clock time read in a zone (instantIn)", () => {
  it("reads London in winter as UTC and in summer (BST) as an hour ahead of it", () => {
    expect(utc("2026-12-03T14:30", "Europe/London")).toBe("2026-12-03T14:30:00.000Z");
    expect(utc("2026-07-01T09:00", "Europe/London")).toBe("2026-07-01T08:00:00.000Z");
    expect(utc("2026-12-03T14:30:45", "Europe/London")).toBe("2026-12-03T14:30:45.000Z");
  });

  it(
    "moves a time the spring change skips forward by the gap, and takes the first of a time the autumn change " +
      "repeats",
    () => {
      // 29 March 2026: London's clocks go from 01:00 GMT to 02:00 BST; 01:30 does not exist.
      expect(utc("2026-03-29T00:59", "Europe/London")).toBe("2026-03-29T00:59:00.000Z");
      expect(utc("2026-03-29T01:30", "Europe/London")).toBe("2026-03-29T01:30:00.000Z");
      expect(utc("2026-03-29T02:00", "Europe/London")).toBe("2026-03-29T01:00:00.000Z");
      // 25 October 2026: 01:00–02:00 happens twice (BST, then GMT); 01:30 is the first one.
      expect(utc("2026-10-25T01:30", "Europe/London")).toBe("2026-10-25T00:30:00.000Z");
      expect(utc("2026-10-25T02:00", "Europe/London")).toBe("2026-10-25T02:00:00.000Z");
    },
  );

  it("reads zones with half hours and ones west of UTC", () => {
    expect(utc("2026-12-03T09:00", "Asia/Kolkata")).toBe("2026-12-03T03:30:00.000Z");
    expect(utc("2026-11-01T01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z");
  });

  it("refuses a day that does not exist and a text that is no time", () => {
    expect(() => instantIn("2026-02-30T10:00", "Europe/London")).toThrow(BookingInputError);
    expect(() => instantIn("tomorrow", "Europe/London")).toThrow(BookingInputError);
  });
});
