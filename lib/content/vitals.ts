// Real-user Web Vitals: the metrics a page view reports, the range a real value can take, Google's
// thresholds for good / needs improvement / poor, and the operator dashboard's copy.
// Client-safe: the reporter, the handler's schema and the dashboard all read it.
import { CHART_NUMBERS } from "./admin-charts";

export const VITALS_ENDPOINT = "/api/vitals";

/** The dashboard's window, as CrUX's: the last 28 calendar days, today included. */
export const VITALS_DASHBOARD_DAYS = 28;

export const VITAL_METRICS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export type VitalRating = "good" | "needs-improvement" | "poor";

type MetricFacts = {
  label: string;
  /** Milliseconds, or "" for CLS (a unitless layout-shift score). */
  unit: "ms" | "";
  /** The largest value accepted from a beacon: anything above is a broken clock or a forged beacon. */
  max: number;
  /** Google's thresholds (web.dev/articles/vitals): good up to `good`, poor above `poor`. */
  good: number;
  poor: number;
};

export const VITAL_FACTS: Record<VitalMetric, MetricFacts> = {
  LCP: { label: "Largest Contentful Paint", unit: "ms", max: 120_000, good: 2500, poor: 4000 },
  INP: { label: "Interaction to Next Paint", unit: "ms", max: 60_000, good: 200, poor: 500 },
  CLS: { label: "Cumulative Layout Shift", unit: "", max: 100, good: 0.1, poor: 0.25 },
  FCP: { label: "First Contentful Paint", unit: "ms", max: 120_000, good: 1800, poor: 3000 },
  TTFB: { label: "Time to First Byte", unit: "ms", max: 120_000, good: 800, poor: 1800 },
};

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = VITAL_FACTS[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** "2,310 ms" or "0.08": how the dashboard writes a value. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (VITAL_FACTS[metric].unit === "") return value.toFixed(2);
  return `${Math.round(value).toLocaleString("en-IN")} ms`;
}

export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

export const VITALS_COPY = {
  title: "Real visitors' page speed",
  intro: `The 75th percentile of each Web Vital over the last ${VITALS_DASHBOARD_DAYS} days, per page, as measured in visitors' browsers (the figure Google's Chrome UX Report uses), with the number of page views measured. Colours follow Google's thresholds.`,
  empty: `No page views measured in the last ${VITALS_DASHBOARD_DAYS} days yet.`,
  pageHeader: "Page",
  viewsCaption: "views",
  chartTitle: "75th percentile of LCP and INP per day",
  chartIntro: `Every page together, per calendar day (India time) of the last ${VITALS_DASHBOARD_DAYS} days; days without measurements are left out of the line.`,
  chartNumbers: CHART_NUMBERS,
  dayHeader: "Day",
} as const;

/** What POST /api/vitals answers to a beacon it refuses (read by scripts, never shown on a page). */
export const VITALS_MESSAGES = {
  unknownPage: "This path names no page of the site.",
  repeatedMetric: "Each metric may appear once.",
  outOfRange: "A value is outside its metric's range.",
} as const;
