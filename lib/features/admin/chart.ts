// Submissions per week for the dashboard: the last 12 weeks (Monday to Sunday, India time), the
// current one included, counted per kind with one indexed COUNT each.
import "server-only";
import { SUBMISSION_LIST_TITLES } from "../../content/admin-records";
import { db } from "../../core/db";
import { addDays, dayOf, mondayOf, startOfDay } from "./dates";

export const CHART_WEEKS = 12;

export type SeriesKey = keyof typeof SUBMISSION_LIST_TITLES;
/** One series per submission list, named as its list is. */
export const CHART_SERIES = (["career", "business", "partnership", "contact"] as const).map((key: SeriesKey) => ({
  key,
  label: SUBMISSION_LIST_TITLES[key],
}));
export type WeekCounts = { start: string; counts: Record<SeriesKey, number> };

/** The Mondays (YYYY-MM-DD) of the last `weeks` weeks, oldest first. */
export function weekStarts(now: Date, weeks = CHART_WEEKS): string[] {
  const thisMonday = mondayOf(dayOf(now));
  return Array.from({ length: weeks }, (_, index) => addDays(thisMonday, (index - weeks + 1) * 7));
}

type Counter = (range: { gte: Date; lt: Date }) => Promise<number>;

const COUNTERS: Record<SeriesKey, Counter> = {
  career: (createdAt) => db.careerApplication.count({ where: { createdAt } }),
  business: (createdAt) => db.businessEnquiry.count({ where: { createdAt } }),
  partnership: (createdAt) => db.partnershipEnquiry.count({ where: { createdAt } }),
  contact: (createdAt) => db.contactMessage.count({ where: { createdAt } }),
};

export async function weeklySubmissions(now = new Date()): Promise<WeekCounts[]> {
  return Promise.all(
    weekStarts(now).map(async (start) => {
      const range = { gte: startOfDay(start), lt: startOfDay(addDays(start, 7)) };
      const entries = await Promise.all(
        CHART_SERIES.map(async ({ key }) => [key, await COUNTERS[key](range)] as const),
      );
      return { start, counts: Object.fromEntries(entries) as Record<SeriesKey, number> };
    }),
  );
}
