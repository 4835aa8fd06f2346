// How long this thread was kept from running while some work ran: a ticker that should fire every
// few milliseconds notes the longest gap between two of its runs.

/** What `work` gives, and the longest gap between two ticks of a `tickMs` ticker meanwhile: this thread's longest stall. */
export async function watchingStalls<T>(work: () => Promise<T>, tickMs: number): Promise<{ value: T; longestStallMs: number }> {
  let last = performance.now();
  let longestStallMs = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestStallMs = Math.max(longestStallMs, now - last);
    last = now;
  }, tickMs);
  try {
    const value = await work();
    return { value, longestStallMs };
  } finally {
    clearInterval(ticker);
  }
}
