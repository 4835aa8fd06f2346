// Real visitors' Web Vitals: the public module (lib/features/admin shows and prunes them).
export { VITAL_RETENTION_DAYS, VITALS_DASHBOARD_DAYS, VITAL_ROWS_PER_MINUTE } from "./limits";
export { recordVitals } from "./record";
export { removeOldVitals, vitalsBefore } from "./retention";
export { routePattern, VITAL_ROUTES } from "./page-pattern";
