// The bench's one summary of repeated measurements.

/** The middle value of `values` (the upper of the two middle ones of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
