// `--quick`: the whole bench as a smoke (npm test runs it): every section, with counts and
// durations small enough to take seconds each. The figures are still printed, but with so few
// samples they are not the bench's figures; what counts is that every section runs and checks.
export const QUICK = process.argv.includes("--quick");

/** The full run's value, or the quick run's. */
export const pick = (full, quick) => (QUICK ? quick : full);
