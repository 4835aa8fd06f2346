// This process's upkeep timer, started once by instrumentation.ts (never when UPKEEP_INTERVAL is
// off); kept on globalThis so Next's bundles share one.
import "server-only";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { fileStore } from "../../core/storage";
import { createUpkeepScheduler, type UpkeepScheduler } from "./upkeep-scheduler";
import { lastUpkeepRun, upkeepLease, upkeepSteps, type UpkeepRunView } from "./upkeep";
import { describeExpiredAuthRows, removeExpiredAuthRows } from "../auth";
import { queueDailyDigests } from "../job-alerts";
import { queueUnreadResumes } from "../submissions";

// The job alerts' daily digests go out with the upkeep run (./upkeep.ts keeps to what the
// retention command can run without Next's runtime).
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

const holder = globalThis as unknown as { __upkeep?: UpkeepScheduler; __shutdownHooks?: Array<() => Promise<void>> };

export function startUpkeepTimer(): void {
  if (config.upkeepIntervalMs <= 0 || holder.__upkeep) return;
  holder.__upkeep = createUpkeepScheduler({ db, store: fileStore, mailDir: config.mailDir, steps: [...upkeepSteps({ removeExpiredAuthRows, describeExpiredAuthRows }), digestStep, unreadResumesStep] }, { intervalMs: config.upkeepIntervalMs });
  holder.__upkeep.start();
  // A stop plans no further wake; a run in flight is not waited for (the stop is capped at 3 s):
  // its lease lapses after UPKEEP_LEASE_MS and the dashboard shows it unfinished.
  const timer = holder.__upkeep;
  (holder.__shutdownHooks ??= []).push(async () => void timer.stop());
}

export type UpkeepStatus = { off: boolean; last: UpkeepRunView | null; nextDueAt: Date | null };

/** For the dashboard: the newest run and when the next is due (an interval after the last start, on any instance). */
export async function upkeepStatus(): Promise<UpkeepStatus> {
  const [last, lease] = await Promise.all([lastUpkeepRun(db), upkeepLease(db)]);
  if (config.upkeepIntervalMs <= 0) return { off: true, last, nextDueAt: null };
  const lastStart = lease?.lastStartedAt ?? null;
  return { off: false, last, nextDueAt: lastStart ? new Date(lastStart.getTime() + config.upkeepIntervalMs) : (holder.__upkeep?.nextWakeAt ?? null) };
}
