// How long a failed try waits before the next: the outbox's rows, the scheduler's pauses and the
// newsletter sender's retries all grow the same way.
/** Exponential backoff with jitter: about base·2^n, drawn from its upper half, never above `max`. */
export function backoffMs(attempt: number, baseMs: number, maxMs: number, random: () => number = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
