// Runs once when the server starts: sets up logs, metrics and traces, then starts the background
// runtime (lib/runtime/scheduler.ts, the only place that loads mail delivery) with every loop of
// the process, each a registration: its name, what one run does, how often (besides its kicks),
// what it needs (skipped while that is down), what wakes it when it is back, and how it stops.
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- NEXT_RUNTIME is Next's convention, not configuration
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Traces only when an OTLP endpoint is set (no SDK is loaded otherwise); then the logs, metrics
  // and checked configuration server/server.mjs takes from the bridge (or why there are none).
  try {
    const { config } = await import("./lib/core/config");
    if (config.otlpEndpoint) (await import("./lib/core/observe/tracing")).startTracing();
    // The database is opened before the server takes requests (the outbox's first drain used to do
    // it), so the first visitor does not wait for its driver to load; one that is down is the
    // outage's to answer, not the start's, so the start waits at most 2 s for it.
    const { db } = await import("./lib/core/db");
    const opened = db.$queryRaw`SELECT 1`.catch(() => undefined);
    await Promise.race([opened, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);
    (await import("./lib/core/observe/server-observability")).installServerObservability();
  } catch (error) {
    (await import("./lib/core/bridge.mjs")).bridge.onServerStartFailed?.(error);
    throw error;
  }

  const { startRuntime } = await import("./lib/runtime/scheduler");
  const { outboxLoop } = await import("./lib/runtime/outbox-worker");
  const { newsletterLoop } = await import("./lib/runtime/newsletter/loop");
  const { upkeepLoop } = await import("./lib/runtime/upkeep");
  const { digestLoop } = await import("./lib/runtime/digest");
  const { lookForDueCampaigns } = await import("./lib/features/newsletter/schedule");
  const { lookForDueReminders, REMINDERS_EVERY_MS } = await import("./lib/features/booking/reminders");
  const { stopResumeReads } = await import("./lib/features/submissions/resume-text");
  const { stopReader } = await import("./lib/features/resume/text-reader");
  const { inboundSmtpLoops } = await import("./lib/runtime/inbound-smtp");
  startRuntime([
    // Mail left by a previous run goes out at start; then on every enqueue, every 30 s, and when SMTP is back.
    outboxLoop,
    // Goes on with campaigns a restart interrupted; kicked when one is created or resumed.
    newsletterLoop(),
    // Every instance looks every 30 s and wakes for a start due before its next look; one start wins.
    {
      name: "scheduled-campaigns",
      run: lookForDueCampaigns,
      everyMs: 30_000,
      needs: ["database"],
      failure: "scheduled campaigns could not be started",
    },
    {
      name: "call-reminders",
      run: lookForDueReminders,
      everyMs: REMINDERS_EVERY_MS,
      needs: ["database"],
      failure: "call reminders could not be queued",
    },
    // Each working morning at the opening, one digest per operator however many instances look.
    digestLoop,
    // UPKEEP_INTERVAL, one instance at a time (a lease); nothing when it is off.
    upkeepLoop(),
    // Reads resumes as they are stored (no run of its own); a stop ends its worker thread.
    { name: "resume-reader", stop: () => stopResumeReads().then(stopReader) },
    // Replies by SMTP on INBOUND_SMTP_PORT (none when it is unset): listens from the start, closes at
    // the stop; what it takes is spooled and filed by its own loop (lib/runtime/inbound-spool.ts).
    ...inboundSmtpLoops(),
  ]);
}
