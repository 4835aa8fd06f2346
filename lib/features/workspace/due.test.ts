import { describe, expect, it } from "vitest";
import type { WorkingHours } from "../../content/workspace-promise";
import { dayBounds, companyDay, nextOpening, replyDueAt } from "./due";

const london: WorkingHours = { timeZone: "Europe/London", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" };
const none = new Set<string>();
const due = (at: string, hours = london, holidays: ReadonlySet<string> = none) =>
  replyDueAt(new Date(at), hours, holidays)?.toISOString() ?? null;

describe("the reply promise: one business day of working time", () => {
  it("makes a record received on a Friday evening due at Monday's close", () => {
    expect(due("2026-11-27T19:00:00Z")).toBe("2026-11-30T17:00:00.000Z");
  });

  it("makes a record received within hours due at the same time on the next working day", () => {
    expect(due("2026-12-01T14:00:00Z")).toBe("2026-12-02T14:00:00.000Z");
  });

  it("carries Friday afternoon's remaining hours over the weekend", () => {
    // Friday 15:00: two hours left that day, six on Monday.
    expect(due("2026-11-27T15:00:00Z")).toBe("2026-11-30T15:00:00.000Z");
  });

  it("starts counting at the opening when a record arrives before it or on a Sunday", () => {
    expect(due("2026-11-30T06:30:00Z")).toBe("2026-11-30T17:00:00.000Z");
    expect(due("2026-11-29T12:00:00Z")).toBe("2026-11-30T17:00:00.000Z");
  });

  it("counts a record received exactly at the close from the next opening", () => {
    expect(due("2026-12-01T17:00:00Z")).toBe("2026-12-02T17:00:00.000Z");
  });

  it("skips holidays: Christmas Eve's evening is due on the Tuesday after the two bank holidays", () => {
    const holidays = new Set(["2026-12-25", "2026-12-28"]);
    expect(due("2026-12-24T20:00:00Z", london, holidays)).toBe("2026-12-29T17:00:00.000Z");
    expect(due("2026-12-24T20:00:00Z")).toBe("2026-12-25T17:00:00.000Z");
  });

  it("lays Monday's hours on Monday's clock after the clocks go forward (London, 29 March 2026)", () => {
    // Friday 15:00 GMT: two hours left; Monday opens at 09:00 BST (08:00 UTC), six hours later is 14:00 UTC.
    expect(due("2026-03-27T15:00:00Z")).toBe("2026-03-30T14:00:00.000Z");
  });

  it("and after they go back (London, 25 October 2026)", () => {
    // Friday 16:00 BST (15:00 UTC): one hour left; Monday opens at 09:00 GMT, seven hours later is 16:00 UTC.
    expect(due("2026-10-23T15:00:00Z")).toBe("2026-10-26T16:00:00.000Z");
  });

  it("reads the hours in the company's zone, not the server's (India, no daylight saving)", () => {
    const pune: WorkingHours = { timeZone: "Asia/Kolkata", days: [1, 2, 3, 4, 5], start: "09:00", end: "18:00" };
    // Friday 18:30 IST is after the close: due Monday 18:00 IST, 12:30 UTC.
    expect(due("2026-11-27T13:00:00Z", pune)).toBe("2026-11-30T12:30:00.000Z");
  });

  it("works a six-day week when Saturday is a working day", () => {
    expect(due("2026-11-27T19:00:00Z", { ...london, days: [1, 2, 3, 4, 5, 6] })).toBe("2026-11-28T17:00:00.000Z");
  });

  it("has no due time when the week has no working time", () => {
    expect(due("2026-11-27T19:00:00Z", { ...london, days: [] })).toBeNull();
    expect(due("2026-11-27T19:00:00Z", { ...london, start: "17:00", end: "09:00" })).toBeNull();
  });
});

describe("the company's calendar", () => {
  it("names the company's day of an instant and its bounds on that day's clock", () => {
    expect(companyDay(new Date("2026-11-27T23:30:00Z"), "Asia/Kolkata").toString()).toBe("2026-11-28");
    const { start, end } = dayBounds(companyDay(new Date("2026-03-29T12:00:00Z"), "Europe/London"), "Europe/London");
    expect([start.toISOString(), end.toISOString()]).toEqual(["2026-03-29T00:00:00.000Z", "2026-03-29T23:00:00.000Z"]);
  });

  it("finds the next opening, skipping a holiday", () => {
    const at = nextOpening(new Date("2026-12-24T20:00:00Z"), london, new Set(["2026-12-25"]));
    expect(at?.toISOString()).toBe("2026-12-28T09:00:00.000Z");
  });
});
