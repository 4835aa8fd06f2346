// Newsletter subscribers per week for the dashboard: for each of the last weeks (Monday to Sunday,
// India time, the current one included) how many were confirmed at its end, how many confirmed and
// how many unsubscribed during it. Read from each address's current record: a pending address
// (new, or one that left and came back) is not counted as confirmed, whatever its history.
import "server-only";
import { db } from "../../core/db";
import { CHART_WEEKS, weekStarts } from "./chart";
import { addDays, startOfDay } from "./dates";

export type SubscriberWeek = { start: string; confirmed: number; joined: number; left: number };

/** Confirmed at `at`: confirmed before it, and not unsubscribed by then. */
const confirmedAt = (at: Date) =>
  db.subscriber.count({
    where: {
      status: { not: "pending" },
      confirmedAt: { lt: at },
      OR: [{ unsubscribedAt: null }, { unsubscribedAt: { gte: at } }],
    },
  });

export async function weeklySubscribers(now = new Date(), weeks = CHART_WEEKS): Promise<SubscriberWeek[]> {
  return Promise.all(
    weekStarts(now, weeks).map(async (start) => {
      const from = startOfDay(start);
      const to = startOfDay(addDays(start, 7));
      // The current week's figure is today's: its end has not come yet.
      const end = to > now ? now : to;
      const [confirmed, joined, left] = await Promise.all([
        confirmedAt(end),
        db.subscriber.count({ where: { status: { not: "pending" }, confirmedAt: { gte: from, lt: end } } }),
        db.subscriber.count({
          where: { status: "unsubscribed", confirmedAt: { not: null }, unsubscribedAt: { gte: from, lt: end } },
        }),
      ]);
      return { start, confirmed, joined, left };
    }),
  );
}
