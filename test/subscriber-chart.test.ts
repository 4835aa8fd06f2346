// Issue 27 item 5: the dashboard's subscribers over time, from Subscriber.confirmedAt and
// unsubscribedAt: confirmed at the end of each week, confirmed and unsubscribed during it.
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";
import { weeklySubscribers } from "@/lib/features/admin/subscriber-chart";

const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");
beforeEach(() => db.subscriber.deleteMany());
afterAll(() => db.$disconnect());

// Wednesday 25 November 2026, noon in India: the current week began on Monday 23 November.
const NOW = new Date("2026-11-25T06:30:00Z");
const at = (iso: string) => new Date(`${iso}+05:30`);

describe("weekly newsletter subscribers", () => {
  it("counts who was confirmed at each week's end, who confirmed and who left during it", async () => {
    await db.subscriber.createMany({
      data: [
        // Confirmed before the window: counted in every week.
        { email: "early@example.com", status: "confirmed", confirmedAt: at("2026-07-01T10:00:00") },
        // Confirmed late on Sunday 8 November, India time (Sunday afternoon UTC): that week, not the next.
        { email: "sunday@example.com", status: "confirmed", confirmedAt: at("2026-11-08T23:30:00") },
        // Confirmed in the week of 26 October, left in the week of 16 November.
        { email: "left@example.com", status: "unsubscribed", confirmedAt: at("2026-10-27T09:00:00"), unsubscribedAt: at("2026-11-17T09:00:00") },
        // Confirmed this week, before now.
        { email: "today@example.com", status: "confirmed", confirmedAt: at("2026-11-25T08:00:00") },
        // Never confirmed, or left before confirming: never counted.
        { email: "pending@example.com", status: "pending" },
        { email: "gone@example.com", status: "unsubscribed", unsubscribedAt: at("2026-11-10T09:00:00") },
        // Left and came back: pending again, so not confirmed now, whatever its old confirmation says.
        { email: "back@example.com", status: "pending", confirmedAt: at("2026-08-01T09:00:00") },
      ],
    });
    const weeks = await weeklySubscribers(NOW, 6);
    expect(weeks).toEqual([
      { start: "2026-10-19", confirmed: 1, joined: 0, left: 0 },
      { start: "2026-10-26", confirmed: 2, joined: 1, left: 0 },
      { start: "2026-11-02", confirmed: 3, joined: 1, left: 0 },
      { start: "2026-11-09", confirmed: 3, joined: 0, left: 0 },
      { start: "2026-11-16", confirmed: 2, joined: 0, left: 1 },
      { start: "2026-11-23", confirmed: 3, joined: 1, left: 0 },
    ]);
  });

  it("gives twelve weeks by default, oldest first, ending with the current one", async () => {
    const weeks = await weeklySubscribers(NOW);
    expect(weeks.map((week) => week.start)).toEqual([
      "2026-09-07",
      "2026-09-14",
      "2026-09-21",
      "2026-09-28",
      "2026-10-05",
      "2026-10-12",
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(weeks.every((week) => week.confirmed === 0 && week.joined === 0 && week.left === 0)).toBe(true);
  });
});
