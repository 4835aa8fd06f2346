import { z } from "zod/mini";
import { VITAL_FACTS, VITAL_METRICS, VITALS_MESSAGES, type VitalMetric } from "../content/vitals";

/** A pathname as `location.pathname` gives it: no query, no fragment, bounded. */
const PATHNAME = /^\/[A-Za-z0-9\-._~/%]*$/;
export const VITAL_PATH_MAX = 200;
export const VITAL_BEACON_MAX_BYTES = 1024;

const metric = z.strictObject({
  name: z.enum(VITAL_METRICS),
  value: z.number().check(z.minimum(0)),
});

/** One page view's beacon: its pathname and each metric at most once, each value within its metric's range. */
export const vitalBeaconSchema = z
  .strictObject({
    path: z.string().check(z.maxLength(VITAL_PATH_MAX, { abort: true }), z.regex(PATHNAME)),
    metrics: z.array(metric).check(z.minLength(1), z.maxLength(VITAL_METRICS.length)),
  })
  .check(
    z.refine((beacon) => new Set(beacon.metrics.map((m) => m.name)).size === beacon.metrics.length, {
      message: VITALS_MESSAGES.repeatedMetric,
      path: ["metrics"],
    }),
    z.refine(
      (beacon) =>
        beacon.metrics.every((m) => Number.isFinite(m.value) && m.value <= VITAL_FACTS[m.name as VitalMetric].max),
      {
        message: VITALS_MESSAGES.outOfRange,
        path: ["metrics"],
      },
    ),
  );

export type VitalBeacon = z.infer<typeof vitalBeaconSchema>;
