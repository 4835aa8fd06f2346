import { describe, expect, it } from "vitest";
import type { WorkingHours } from "../../content/workspace-promise";
import { dayBounds, companyDay, nextOpening, replyDueAt } from "./due";

const london: WorkingHours = { timeZone: "Europe/London", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" };
const none = new Set<string>();
const due = (at: string, hours = london, holidays: ReadonlySet<string> = none) =>
  replyDueAt(new Date(at), hours, holidays)?.toISOString() ?? null;

const pune: WorkingHours = { timeZone: "Asia/Kolkata", days: [1, 2, 3, 4, 5], start: "09:00", end: "18:00" };
const christmas = new Set(["2026-12-25", "2026-12-28"]);

/** Each case: when a record arrives (with the hours and holidays, London's and none by default) and when it is due. */
type Check = { at: string; due: string | null; hours?: WorkingHours; holidays?: ReadonlySet<string> };

const cases: [string, Check[]][] = [
  [
    "makes a record received on a Friday evening due at Monday's close",
    [{ at: "2026-11-27T19:00:00Z", due: "2026-11-30T17:00:00.000Z" }],
  ],
  [
    "makes a record received within hours due at the same time on the next working day",
    [{ at: "2026-12-01T14:00:00Z", due: "2026-12-02T14:00:00.000Z" }],
  ],
  // Friday 15:00: two hours left that day, six on Monday.
  [
    "carries Friday afternoon's remaining hours over the weekend",
    [{ at: "2026-11-27T15:00:00Z", due: "2026-11-30T15:00:00.000Z" }],
  ],
  [
    "starts counting at the opening when a record arrives before it or on a Sunday",
    [
      { at: "2026-11-30T06:30:00Z", due: "2026-11-30T17:00:00.000Z" },
      { at: "2026-11-29T12:00:00Z", due: "2026-11-30T17:00:00.000Z" },
    ],
  ],
  [
    "counts a record received exactly at the close from the next opening",
    [{ at: "2026-12-01T17:00:00Z", due: "2026-12-02T17:00:00.000Z" }],
  ],
  [
    "skips holidays: Christmas Eve's evening is due on the Tuesday after the two bank holidays",
    [
      { at: "2026-12-24T20:00:00Z", holidays: christmas, due: "2026-12-29T17:00:00.000Z" },
      { at: "2026-12-24T20:00:00Z", due: "2026-12-25T17:00:00.000Z" },
    ],
  ],
  // Friday 15:00 GMT: two hours left; Monday opens at 09:00 BST (08:00 UTC), six hours later is 14:00 UTC.
  [
    "lays Monday's hours on Monday's clock after the clocks go forward (London, 29 March 2026)",
    [{ at: "2026-03-27T15:00:00Z", due: "2026-03-30T14:00:00.000Z" }],
  ],
  // Friday 16:00 BST (15:00 UTC): one hour left; Monday opens at 09:00 GMT, seven hours later is 16:00 UTC.
  [
    "and after they go back (London, 25 October 2026)",
    [{ at: "2026-10-23T15:00:00Z", due: "2026-10-26T16:00:00.000Z" }],
  ],
  // Friday 18:30 IST is after the close: due Monday 18:00 IST, 12:30 UTC.
  [
    "reads the hours in the company's zone, not the server's (India, no daylight saving)",
    [{ at: "2026-11-27T13:00:00Z", hours: pune, due: "2026-11-30T12:30:00.000Z" }],
  ],
  [
    "works a six-day week when Saturday is a working day",
    [{ at: "2026-11-27T19:00:00Z", hours: { ...london, days: [1, 2, 3, 4, 5, 6] }, due: "2026-11-28T17:00:00.000Z" }],
  ],
  [
    "has no due time when the week has no working time",
    [
      { at: "2026-11-27T19:00:00Z", hours: { ...london, days: [] }, due: null },
      { at: "2026-11-27T19:00:00Z", hours: { ...london, start: "17:00", end: "09:00" }, due: null },
    ],
  ],
];

describe("the reply promise: one business day of working time", () => {
  it.each(cases)("%s", (_name, checks) => {
    for (const check of checks) expect(due(check.at, check.hours, check.holidays)).toBe(check.due);
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
