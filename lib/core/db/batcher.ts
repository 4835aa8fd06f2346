// Group commit: calls made within a few milliseconds of each other are written in one
// transaction. SQLite has one writer, so under load this turns many small commits (each paying
// Prisma's and SQLite's fixed cost) into a few larger ones; every caller still waits for the
// commit that holds its row before it answers.
export type BatchOptions = { maxItems: number; maxWaitMs: number };

export function createBatcher<T, R>(flush: (items: T[]) => Promise<R[]>, options: BatchOptions) {
  let queue: Array<{ item: T; resolve: (value: R) => void; reject: (error: unknown) => void }> = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let flushing: Promise<void> = Promise.resolve();

  const run = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    const batch = queue;
    queue = [];
    if (batch.length === 0) return;
    // Batches commit one after another, in arrival order.
    flushing = flushing.then(async () => {
      try {
        const results = await flush(batch.map((entry) => entry.item));
        batch.forEach((entry, index) => entry.resolve(results[index] as R));
      } catch (error) {
        batch.forEach((entry) => entry.reject(error));
      }
    });
  };

  return (item: T): Promise<R> =>
    new Promise<R>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (queue.length >= options.maxItems) run();
      else timer ??= setTimeout(run, options.maxWaitMs);
    });
}
