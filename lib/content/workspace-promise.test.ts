import { describe, expect, it } from "vitest";
import { dueLabel, durationText } from "./workspace-promise";

const now = new Date("2026-11-30T10:00:00Z");
const label = (dueAt: string | null, answeredAt: string | null = null) =>
  dueLabel({ dueAt: dueAt ? new Date(dueAt) : null, answeredAt: answeredAt ? new Date(answeredAt) : null }, now);

describe("a record's promise in words", () => {
  it("says how long is left in minutes, hours or days", () => {
    expect(label("2026-11-30T10:40:00Z")).toEqual({ text: "due in 40 min", tone: "due" });
    expect(label("2026-11-30T13:00:00Z")).toEqual({ text: "due in 3 h", tone: "due" });
    expect(label("2026-12-02T11:00:00Z")).toEqual({ text: "due in 2 days", tone: "due" });
  });

  it("says how late an unanswered record is", () => {
    expect(label("2026-11-29T09:00:00Z")).toEqual({ text: "overdue by 1 day", tone: "overdue" });
    expect(label("2026-11-30T07:30:00Z")).toEqual({ text: "overdue by 2 h", tone: "overdue" });
  });

  it("calls an answered record answered, late or not, and says nothing without a due time", () => {
    expect(label("2026-11-29T09:00:00Z", "2026-11-30T08:00:00Z")).toEqual({ text: "answered", tone: "answered" });
    expect(label(null)).toBeNull();
  });

  it("writes a median in hours and minutes", () => {
    expect([durationText(45 * 60_000), durationText(5 * 3_600_000), durationText(320 * 60_000)]).toEqual([
      "45 min",
      "5 h",
      "5 h 20 min",
    ]);
  });
});
