// Runs once when the server starts: wires mail delivery (the only place that loads it), sends mail
// left in the outbox by a previous run and goes on with newsletter campaigns a restart
// interrupted, then retries both periodically; starts the upkeep timer (UPKEEP_INTERVAL).
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME is Next's convention, not configuration
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startOutboxWorker, startOutboxDrain } = await import("./lib/delivery/outbox-worker");
  const { kickNewsletter } = await import("./lib/features/newsletter/runtime");
  startOutboxWorker();
  kickNewsletter();
  (await import("./lib/features/admin/upkeep-runtime")).startUpkeepTimer();
  setInterval(() => {
    startOutboxDrain();
    kickNewsletter();
  }, 30_000).unref();
}
