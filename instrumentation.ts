// Runs once when the server starts: sets up logs, metrics and traces, wires mail delivery (the
// only place that loads it), sends mail left in the outbox by a previous run and goes on with
// newsletter campaigns a restart interrupted, then retries both periodically; starts scheduled
// campaigns when their time comes (every instance looks every 30 s; one start wins); starts the
// upkeep timer (UPKEEP_INTERVAL) and looks for booked calls' reminders every few minutes.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME is Next's convention, not configuration
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Traces only when an OTLP endpoint is set (no SDK is loaded otherwise); then the logs and
  // metrics server/server.mjs takes from globalThis.
  const { config } = await import("./lib/core/config");
  if (config.otlpEndpoint) (await import("./lib/core/observe/tracing")).startTracing();
  (await import("./lib/core/observe/server")).installServerObservability();
  const { startOutboxWorker, startOutboxDrain } = await import("./lib/delivery/outbox-worker");
  const { kickNewsletter } = await import("./lib/features/newsletter/runtime");
  startOutboxWorker();
  kickNewsletter();
  (await import("./lib/features/admin/upkeep-runtime")).startUpkeepTimer();
  const { kickReminders } = await import("./lib/features/booking/reminders");
  const { kickScheduledCampaigns } = await import("./lib/features/newsletter/schedule");
  kickScheduledCampaigns();
  setInterval(() => {
    startOutboxDrain();
    kickNewsletter();
    kickScheduledCampaigns();
    kickReminders();
  }, 30_000).unref();
}
