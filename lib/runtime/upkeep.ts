// The server's upkeep (instrumentation.ts): retention and expiry steps, the job alerts' daily
// digests and the resumes left unread, on the upkeep loop (./upkeep-scheduler.ts); none runs when
// UPKEEP_INTERVAL is off. The dashboard reads its next wake on the bridge.
import "server-only";
import { bridge } from "../core/bridge.mjs";
import { config } from "../core/config";
import { db } from "../core/db";
import { fileStore } from "../core/storage";
import { upkeepSteps } from "../features/admin/upkeep";
import { describeExpiredAuthRows, removeExpiredAuthRows } from "../features/auth";
import { queueDailyDigests } from "../features/job-alerts";
import { queueUnreadResumes } from "../features/submissions";
import type { LoopRunner } from "./scheduler";
import { createUpkeepScheduler } from "./upkeep-scheduler";

// The job alerts' daily digests go out with the upkeep run (features/admin/upkeep.ts keeps to
// what the retention command can run without Next's runtime).
const digestStep = {
  name: "job alert digests",
  async run() {
    const queued = await queueDailyDigests();
    return { counts: {}, lines: [`Job alert digests queued: ${queued}.`] };
  },
};

// Career resumes whose read was lost (the reader was busy, the process stopped) are read again.
const unreadResumesStep = {
  name: "unread resumes",
  async run() {
    const queued = await queueUnreadResumes();
    return { counts: {}, lines: [`Resumes queued to be read again: ${queued}.`] };
  },
};

export function upkeepLoop(): LoopRunner {
  const steps = [...upkeepSteps({ removeExpiredAuthRows, describeExpiredAuthRows }), digestStep, unreadResumesStep];
  const deps = { db, store: fileStore, mailDir: config.mailDir, steps };
  const upkeep = createUpkeepScheduler(deps, { intervalMs: config.upkeepIntervalMs, leaveRunning: true });
  // A stop does not wait for a run in flight (the server's stop is capped): its lease lapses.
  bridge.upkeep = upkeep;
  return upkeep.runner;
}
