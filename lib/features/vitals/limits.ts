// How much of real visitors' vitals the site keeps and shows: the one home of these periods.

/** Rows older than this are deleted by `npm run retention` (lib/features/admin/retention.ts). */
export const VITAL_RETENTION_DAYS = 90;

export { VITALS_DASHBOARD_DAYS } from "../../content/vitals";

/**
 * Sampling when busy: each server process stores at most this many rows (metrics) per clock
 * minute, i.e. 60 page views of 5 metrics; beacons past it are answered and dropped whole. It
 * bounds the table (and the dashboard's p75 queries) to 300 × 60 × 24 × 28 ≈ 12 M rows per
 * process over the dashboard's window, whatever the traffic.
 */
export const VITAL_ROWS_PER_MINUTE = 300;
