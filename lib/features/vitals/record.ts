// Stores one page view's beacon: its path becomes a route pattern (or the beacon is refused),
// each metric one row. No IP, no query, no user agent, nothing that names the visitor: the IP only
// keys the sampling (one beacon per IP per page an hour counts), in the rate-limit store, where
// the shared table holds keys as keyed hashes (lib/core/rate-limit.ts).
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "../../core/db";
import { insertRows } from "../../core/db/raw";
import { invalid } from "../../core/http";
import { RATE_RULES, withinRate } from "../../core/rate-limit";
import type { VitalBeacon } from "../../validation/vitals";
import { VITALS_MESSAGES } from "../../content/vitals";
import { VITAL_ROWS_PER_MINUTE } from "./limits";
import { routePattern } from "./page-pattern";
import { MinuteBudget } from "./sampler";

const budget = new MinuteBudget(VITAL_ROWS_PER_MINUTE);

/** The number of rows stored: all the beacon's metrics, or none when sampled out or this minute's budget is spent. */
export async function recordVitals(beacon: VitalBeacon, ipKey: string, now = new Date()): Promise<number> {
  const route = routePattern(beacon.path);
  if (!route) throw invalid([{ field: "path", msg: VITALS_MESSAGES.unknownPage }]);
  if (!(await withinRate(`vitals-sample:${ipKey}:${route}`, RATE_RULES.vitalsSamplePerIpPage, now.getTime()))) return 0;
  if (!budget.take(beacon.metrics.length, now.getTime())) return 0;
  const rows = beacon.metrics.map(({ name, value }) => ({
    id: randomUUID().replaceAll("-", ""),
    route,
    metric: name,
    value,
    createdAt: now,
  }));
  await db.$executeRaw(insertRows("Vital", rows));
  return rows.length;
}
