import { describe, expect, it } from "vitest";
import { type Availability, freeSlots, type Interval, isFreeSlot, slotsByDay, type WeeklyHours } from "./slots";
import { BookingInputError } from "./zone";

const everyDay = (start: string, end: string): WeeklyHours[] =>
  ([1, 2, 3, 4, 5, 6, 7] as const).map((day) => ({ day, start, end }));

const london: Availability = {
  timeZone: "Europe/London",
  weekly: everyDay("09:00", "09:30"),
  meetingMinutes: 30,
  bufferMinutes: 0,
  horizonDays: 30,
  minNoticeMinutes: 0,
  blockedDates: [],
};

/** Sunday 00:30–03:30 in London, two days ahead: the nights the clocks change. */
const sundayNight = {
  ...london,
  weekly: [{ day: 7, start: "00:30", end: "03:30" }],
  horizonDays: 2,
} satisfies Availability;
const kolkata: Availability = { ...london, timeZone: "Asia/Kolkata" };

const starts = (slots: Interval[]) => slots.map((slot) => slot.start.toISOString());
const at = (iso: string) => new Date(iso);
/** The slots as the operator reads them: "YYYY-MM-DD HH:MM" in the zone. */
const local = (slots: Interval[], timeZone: string) =>
  slotsByDay(slots, timeZone).flatMap(({ day, slots: times }) => times.map(({ time }) => `${day} ${time}`));

describe("free slots across a change of the clocks", () => {
  it("keeps 09:00 on the wall clock when London goes back (25 Oct 2026): 08:00 UTC before, 09:00 UTC after", () => {
    expect(starts(freeSlots({ ...london, horizonDays: 4 }, [], at("2026-10-23T00:00:00Z")))).toEqual([
      "2026-10-23T08:00:00.000Z",
      "2026-10-24T08:00:00.000Z",
      "2026-10-25T09:00:00.000Z",
      "2026-10-26T09:00:00.000Z",
    ]);
  });

  it("keeps 09:00 on the wall clock when London goes forward (29 Mar 2026) and New York goes back (1 Nov 2026)", () => {
    expect(starts(freeSlots({ ...london, horizonDays: 2 }, [], at("2026-03-28T00:00:00Z")))).toEqual([
      "2026-03-28T09:00:00.000Z",
      "2026-03-29T08:00:00.000Z",
    ]);
    const newYork = { ...london, timeZone: "America/New_York", horizonDays: 2 };
    expect(starts(freeSlots(newYork, [], at("2026-10-31T04:00:00Z")))).toEqual([
      "2026-10-31T13:00:00.000Z",
      "2026-11-01T14:00:00.000Z",
    ]);
  });

  it("offers nothing in the hour London skips: 00:30–03:30 on 29 Mar 2026 gives 00:30, 02:00, 02:30, 03:00", () => {
    const slots = freeSlots(sundayNight, [], at("2026-03-28T12:00:00Z"));
    expect(starts(slots)).toEqual([
      "2026-03-29T00:30:00.000Z",
      "2026-03-29T01:00:00.000Z",
      "2026-03-29T01:30:00.000Z",
      "2026-03-29T02:00:00.000Z",
    ]);
    expect(local(slots, "Europe/London")).toEqual([
      "2026-03-29 00:30",
      "2026-03-29 02:00",
      "2026-03-29 02:30",
      "2026-03-29 03:00",
    ]);
  });

  it("offers no start the clocks skip on a grid that does not fit the hour (45 minutes: 01:15 does not exist)", () => {
    const night = { ...sundayNight, meetingMinutes: 45 } satisfies Availability;
    // 02:00 BST falls inside the 00:30 GMT meeting (until 02:15 BST), so the next start is 02:45.
    expect(local(freeSlots(night, [], at("2026-03-28T12:00:00Z")), "Europe/London")).toEqual([
      "2026-03-29 00:30",
      "2026-03-29 02:45",
    ]);
  });

  it("offers the hour London repeats once, at its first occurrence, with no overlap (25 Oct 2026)", () => {
    const slots = freeSlots(sundayNight, [], at("2026-10-24T12:00:00Z"));
    expect(starts(slots)).toEqual([
      "2026-10-24T23:30:00.000Z",
      "2026-10-25T00:00:00.000Z",
      "2026-10-25T00:30:00.000Z",
      // 01:00–02:00 UTC is the second 01:00–02:00 on London's clock: not offered again.
      "2026-10-25T02:00:00.000Z",
      "2026-10-25T02:30:00.000Z",
      "2026-10-25T03:00:00.000Z",
    ]);
    expect(local(slots, "Europe/London")).toEqual(
      ["00:30", "01:00", "01:30", "02:00", "02:30", "03:00"].map((time) => `2026-10-25 ${time}`),
    );
  });

  it("drops a start the wall-clock grid puts inside a long meeting across the skipped hour", () => {
    const night = { ...sundayNight, meetingMinutes: 90 } satisfies Availability;
    // 00:30 GMT lasts until 03:00 BST; the grid's next start, 02:00 BST, is within it.
    expect(freeSlots(night, [], at("2026-03-28T12:00:00Z"))).toEqual([
      { start: at("2026-03-29T00:30:00Z"), end: at("2026-03-29T02:00:00Z") },
    ]);
  });

  it("ends every meeting by the range's end on the wall clock, which the skipped hour moves forward", () => {
    const night = {
      ...london,
      weekly: [{ day: 7, start: "00:00", end: "01:30" }],
      horizonDays: 2,
    } satisfies Availability;
    // 00:30 GMT would end at 02:00 BST, past 01:30; 01:00 does not exist that night.
    expect(starts(freeSlots(night, [], at("2026-03-28T12:00:00Z")))).toEqual(["2026-03-29T00:00:00.000Z"]);
  });
});

describe("free slots and the operator's settings", () => {
  // Monday 2 Nov 2026, 09:00–12:00 in Kolkata (03:30–06:30 UTC).
  const monday = {
    ...kolkata,
    weekly: [{ day: 1, start: "09:00", end: "12:00" }],
    horizonDays: 2,
  } satisfies Availability;

  it("offers a slot exactly at now + notice, and not one minute later", () => {
    const withNotice = { ...monday, minNoticeMinutes: 60 };
    // 09:00 IST on Monday 2 Nov 2026 is 03:30 UTC.
    expect(starts(freeSlots(withNotice, [], at("2026-11-02T02:30:00Z"))).at(0)).toBe("2026-11-02T03:30:00.000Z");
    expect(starts(freeSlots(withNotice, [], at("2026-11-02T02:31:00Z"))).at(0)).toBe("2026-11-02T04:00:00.000Z");
  });

  it("keeps a 15-minute buffer around a 10:00–10:30 booking: on the 30-minute grid 09:30, 10:00 and 10:30 go", () => {
    const booking = { start: at("2026-11-02T04:30:00Z"), end: at("2026-11-02T05:00:00Z") }; // 10:00–10:30 IST
    const slots = freeSlots({ ...monday, bufferMinutes: 15 }, [booking], at("2026-11-01T00:00:00Z"));
    expect(local(slots, "Asia/Kolkata")).toEqual(["09:00", "11:00", "11:30"].map((time) => `2026-11-02 ${time}`));
  });

  it("keeps the same buffer on a 15-minute grid: 09:45 to 10:30 go, 09:30 (ends at 09:45) and 10:45 stay", () => {
    const booking = { start: at("2026-11-02T04:30:00Z"), end: at("2026-11-02T05:00:00Z") };
    const slots = freeSlots(
      { ...monday, meetingMinutes: 15, bufferMinutes: 15 },
      [booking],
      at("2026-11-01T00:00:00Z"),
    );
    expect(local(slots, "Asia/Kolkata").map((text) => text.slice(11))).toEqual([
      "09:00",
      "09:15",
      "09:30",
      "10:45",
      "11:00",
      "11:15",
      "11:30",
      "11:45",
    ]);
  });

  it("offers nothing on a blocked date of the operator's calendar, even where UTC's date differs", () => {
    // 00:00–01:00 IST is 18:30–19:30 UTC on the day before.
    const nights = { ...kolkata, weekly: everyDay("00:00", "01:00"), horizonDays: 4, blockedDates: ["2026-11-03"] };
    const slots = freeSlots(nights, [], at("2026-11-01T18:00:00Z"));
    expect(local(slots, "Asia/Kolkata")).toEqual([
      "2026-11-02 00:00",
      "2026-11-02 00:30",
      "2026-11-04 00:00",
      "2026-11-04 00:30",
    ]);
    expect(starts(slots)).toContain("2026-11-01T18:30:00.000Z");
    expect(starts(slots)).not.toContain("2026-11-02T18:30:00.000Z");
  });

  it(
    "offers horizonDays calendar days of the operator's zone, today first: with 3, today + 2 is in and today + 3 " +
      "is out",
    () => {
      // 20:00 UTC on 1 Nov is already 01:30 on Monday 2 Nov in Kolkata: that is today.
      const slots = freeSlots({ ...kolkata, horizonDays: 3 }, [], at("2026-11-01T20:00:00Z"));
      expect(local(slots, "Asia/Kolkata")).toEqual(["2026-11-02 09:00", "2026-11-03 09:00", "2026-11-04 09:00"]);
    },
  );

  it("lets a range end at midnight with 24:00", () => {
    const slots = freeSlots(
      { ...monday, weekly: [{ day: 1, start: "23:00", end: "24:00" }] },
      [],
      at("2026-11-01T00:00:00Z"),
    );
    expect(local(slots, "Asia/Kolkata")).toEqual(["2026-11-02 23:00", "2026-11-02 23:30"]);
    expect(slots.at(-1)?.end.toISOString()).toBe("2026-11-02T18:30:00.000Z");
  });

  it("never overlaps the slots of overlapping ranges: the earlier start wins", () => {
    const weekly: WeeklyHours[] = [
      { day: 1, start: "23:00", end: "24:00" },
      { day: 1, start: "22:45", end: "23:45" },
    ];
    const slots = freeSlots({ ...monday, weekly }, [], at("2026-11-01T00:00:00Z"));
    expect(local(slots, "Asia/Kolkata")).toEqual(["2026-11-02 22:45", "2026-11-02 23:15"]);
  });
});

describe("checking a chosen slot", () => {
  const now = at("2026-11-01T00:00:00Z");
  const booking = { start: at("2026-11-02T03:30:00Z"), end: at("2026-11-02T04:00:00Z") };

  it("accepts exactly a free slot's start", () => {
    expect(isFreeSlot(kolkata, [], now, at("2026-11-02T03:30:00Z"))).toBe(true);
  });

  it("refuses a start off the grid, one taken, or one too soon", () => {
    expect(isFreeSlot(kolkata, [], now, at("2026-11-02T03:40:00Z"))).toBe(false);
    expect(isFreeSlot(kolkata, [booking], now, at("2026-11-02T03:30:00Z"))).toBe(false);
    expect(isFreeSlot(kolkata, [], now, at("2026-11-01T03:30:00Z"))).toBe(true);
    expect(isFreeSlot({ ...kolkata, minNoticeMinutes: 24 * 60 }, [], now, at("2026-11-01T03:30:00Z"))).toBe(false);
  });
});

describe("slots in the visitor's zone", () => {
  it("shows a 09:00 Kolkata slot to a visitor in Los Angeles on the previous calendar day", () => {
    const slots = freeSlots({ ...kolkata, horizonDays: 2 }, [], at("2026-12-02T12:00:00Z"));
    expect(slotsByDay(slots, "America/Los_Angeles")).toEqual([
      { day: "2026-12-02", label: "Wed 2 Dec", slots: [{ start: "2026-12-03T03:30:00.000Z", time: "19:30" }] },
    ]);
    expect(slotsByDay(slots, "Asia/Kolkata")).toEqual([
      { day: "2026-12-03", label: "Thu 3 Dec", slots: [{ start: "2026-12-03T03:30:00.000Z", time: "09:00" }] },
    ]);
  });

  it("splits one operator day across two of the visitor's, in order", () => {
    // 05:00 and 05:30 in Kolkata are 23:30 and 00:00 in London in December.
    const slots = freeSlots(
      { ...kolkata, weekly: everyDay("05:00", "06:00"), horizonDays: 3 },
      [],
      at("2026-12-02T12:00:00Z"),
    );
    expect(
      slotsByDay(slots, "Europe/London").map(({ label, slots: times }) => [label, times.map(({ time }) => time)]),
    ).toEqual([
      ["Wed 2 Dec", ["23:30"]],
      ["Thu 3 Dec", ["00:00", "23:30"]],
      ["Fri 4 Dec", ["00:00"]],
    ]);
  });
});

describe("invalid availability", () => {
  const now = at("2026-11-01T00:00:00Z");
  const refused = (availability: Availability) => () => freeSlots(availability, [], now);

  it("names an unknown zone, or a fixed offset, as an error a caller can show", () => {
    expect(refused({ ...london, timeZone: "Mars/Olympus" })).toThrow(
      new BookingInputError('"Mars/Olympus" is not a known time zone.'),
    );
    expect(refused({ ...london, timeZone: "+05:30" })).toThrow(BookingInputError);
    expect(() => slotsByDay([], "Nowhere/City")).toThrow('"Nowhere/City" is not a known time zone.');
  });

  it("accepts a zone in any case and spells it as IANA does", () => {
    expect(
      starts(freeSlots({ ...london, timeZone: "europe/london", horizonDays: 1 }, [], at("2026-07-01T00:00:00Z"))),
    ).toEqual(["2026-07-01T08:00:00.000Z"]);
  });

  it("refuses times that are not HH:MM, ranges that end before they start, and days that do not exist", () => {
    for (const [start, end] of [
      ["9:00", "10:00"],
      ["09:00", "12:60"],
      ["25:00", "26:00"],
      ["24:00", "24:00"],
      ["10:00", "09:00"],
      ["10:00", "10:00"],
    ]) {
      expect(refused({ ...london, weekly: [{ day: 1, start: start ?? "", end: end ?? "" }] })).toThrow(
        BookingInputError,
      );
    }
    expect(refused({ ...london, blockedDates: ["2026-02-30"] })).toThrow(
      '"2026-02-30" is not a calendar day (YYYY-MM-DD).',
    );
    expect(refused({ ...london, blockedDates: ["2026-3-1"] })).toThrow(BookingInputError);
    expect(refused({ ...london, meetingMinutes: 0 })).toThrow(
      "The meeting length must be a whole number of at least 1.",
    );
    expect(refused({ ...london, horizonDays: 1.5 })).toThrow(BookingInputError);
  });
});
