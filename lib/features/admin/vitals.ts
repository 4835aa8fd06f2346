// The dashboard's figures, computed in the database (the same SQL on SQLite and PostgreSQL):
// the 75th percentile of each metric per page, and of LCP and INP per day, over the last 28
// calendar days in the operator's time zone. The percentile is the nearest rank, as CrUX's:
// the value at rank ceil(0.75 × n) of the n values sorted, written (3n + 3) / 4 in integers.
import "server-only";
import { db, Prisma } from "../../core/db";
import { VITAL_METRICS, type VitalMetric } from "../../content/vitals";
import { VITALS_DASHBOARD_DAYS } from "../vitals";
import { addDays, dayOf, startOfDay } from "./dates";

export type PageVital = { route: string; metric: VitalMetric; p75: number; views: number };
export type DayVital = { day: string; metric: VitalMetric; p75: number; views: number };

export const CHART_METRICS = ["LCP", "INP"] as const satisfies readonly VitalMetric[];

type Ranked = { key: string | number; metric: string; value: number; n: number | bigint };

/** The calendar days (YYYY-MM-DD, operator's zone) of the dashboard's window, oldest first. */
export function windowDays(now: Date): string[] {
  const today = dayOf(now);
  return Array.from({ length: VITALS_DASHBOARD_DAYS }, (_, index) => addDays(today, index - VITALS_DASHBOARD_DAYS + 1));
}

/** p75 and count per (key, metric) of the rows of the window's days; `key` is an SQL expression over "Vital". */
async function p75By(key: Prisma.Sql, days: string[], metrics: readonly VitalMetric[]): Promise<Ranked[]> {
  const from = startOfDay(days[0] ?? "");
  const to = startOfDay(addDays(days.at(-1) ?? "", 1));
  const rows = await db.$queryRaw<Ranked[]>`
    SELECT "key", "metric", "value", "n" FROM (
      SELECT ${key} AS "key", "metric", "value",
        ROW_NUMBER() OVER (PARTITION BY ${key}, "metric" ORDER BY "value") AS "rank",
        COUNT(*) OVER (PARTITION BY ${key}, "metric") AS "n"
      FROM "Vital"
      WHERE "createdAt" >= ${from} AND "createdAt" < ${to} AND "metric" IN (${Prisma.join([...metrics])})
    ) AS "ranked"
    WHERE "rank" = ("n" * 3 + 3) / 4`;
  return rows;
}

export async function vitalsByPage(now = new Date()): Promise<PageVital[]> {
  const rows = await p75By(Prisma.sql`"route"`, windowDays(now), VITAL_METRICS);
  return rows
    .map((row) => ({
      route: String(row.key),
      metric: row.metric as VitalMetric,
      p75: Number(row.value),
      views: Number(row.n),
    }))
    .sort(
      (a, b) => a.route.localeCompare(b.route) || VITAL_METRICS.indexOf(a.metric) - VITAL_METRICS.indexOf(b.metric),
    );
}

export async function vitalsByDay(now = new Date()): Promise<DayVital[]> {
  const days = windowDays(now);
  // The index of the row's day in `days`: the latest day start at or before its time.
  const cases = days.map((day, index) => ({ index, start: startOfDay(day) })).reverse();
  const bucket = Prisma.sql`CASE ${Prisma.join(
    cases.map(({ index, start }) => Prisma.sql`WHEN "createdAt" >= ${start} THEN ${index}`),
    " ",
  )} END`;
  const rows = await p75By(bucket, days, CHART_METRICS);
  return rows
    .map((row) => ({
      day: days[Number(row.key)] ?? "",
      metric: row.metric as VitalMetric,
      p75: Number(row.value),
      views: Number(row.n),
    }))
    .sort((a, b) => a.day.localeCompare(b.day) || a.metric.localeCompare(b.metric));
}
