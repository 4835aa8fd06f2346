// The upkeep loop of a process: it wakes when the last run, read from the database, is an
// interval old, tries the lease, and plans the next wake from what the database then says, so a
// run by another instance or by `npm run retention` moves it along too. The first wake after a
// start is soon (a minute, less for short intervals, plus jitter) only when the last run is
// overdue. A failed step is recorded by the run; a failed wake (database down) is logged in one
// line and tried again, never ending the loop. The server's is ./upkeep.ts.
import os from "node:os";
import { log as processLog } from "../core/log";
import { runUpkeep, upkeepLease, type UpkeepDeps, type UpkeepOutcome } from "../features/admin/upkeep";
import { LoopRunner } from "./scheduler";

export type UpkeepSchedulerOptions = {
  intervalMs: number;
  /** Delay of the first run after a start when one is due; default a minute, at most a 60th of the interval. */
  firstDelayMs?: number;
  /** Added to every wake, up to this much at random, so instances started together do not race; default
   * firstDelayMs. */
  jitterMs?: number;
  /** Longest sleep between looks at the database; default min(interval, an hour). */
  maxSleepMs?: number;
  leaseMs?: number;
  instance?: string;
  random?: () => number;
  log?: (line: string) => void;
  onRun?: (outcome: UpkeepOutcome) => void;
  /** The stop does not wait for a run in flight: its lease lapses, and the dashboard shows it unfinished. */
  leaveRunning?: boolean;
};

export type UpkeepScheduler = {
  start(): void;
  stop(): Promise<void>;
  readonly nextWakeAt: Date | null;
  readonly runner: LoopRunner;
};

export function createUpkeepScheduler(deps: UpkeepDeps, options: UpkeepSchedulerOptions): UpkeepScheduler {
  const { intervalMs } = options;
  const firstDelayMs = options.firstDelayMs ?? Math.min(60_000, intervalMs / 60);
  const jitterMs = options.jitterMs ?? firstDelayMs;
  const maxSleepMs = options.maxSleepMs ?? Math.min(intervalMs, 60 * 60_000);
  const instance = options.instance ?? `${os.hostname()}:${process.pid}`;
  const random = options.random ?? Math.random;
  const log = options.log ?? ((line: string) => processLog.info(line));
  let first = true;
  let nextWakeAt: Date | null = null;

  const sleepUntil = (at: number) => {
    const delay = Math.min(Math.max(0, at - Date.now()), maxSleepMs) + random() * jitterMs;
    nextWakeAt = new Date(Date.now() + delay);
    return { wakeAt: nextWakeAt.getTime() };
  };

  type Lease = Awaited<ReturnType<typeof upkeepLease>>;
  /** When the next run is due: an interval after the last start, once a held lease ends, never sooner than
   * `earliest`. */
  const dueAt = (lease: Lease, earliest: number) =>
    Math.max(
      earliest,
      lease?.lastStartedAt ? lease.lastStartedAt.getTime() + intervalMs : 0,
      lease?.holder ? lease.leaseUntil.getTime() : 0,
    );

  /** One wake: a run unless it is the first after a start, then the next wake from the lease. */
  async function look(): Promise<{ wakeAt: number }> {
    const firstLook = first;
    first = false;
    try {
      if (!firstLook) {
        const outcome = await runUpkeep(deps, { instance, trigger: "schedule", intervalMs, leaseMs: options.leaseMs });
        if (outcome) {
          log(
            `[upkeep] run ${outcome.runId} done${outcome.errors.length > 0 ? `, ${outcome.errors.length} step(s) failed: ${outcome.errors.join("; ")}` : ""}`,
          );
          options.onRun?.(outcome);
        }
      }
      const lease = await upkeepLease(deps.db);
      return sleepUntil(dueAt(lease, Date.now() + (firstLook ? firstDelayMs : 0)));
    } catch (error) {
      log(
        `[upkeep] could not run (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); trying again later`,
      );
      return sleepUntil(Date.now() + Math.min(intervalMs, 60_000));
    }
  }

  const run = intervalMs > 0 ? look : undefined;
  const runner = new LoopRunner({ name: "upkeep", run, leaveRunning: options.leaveRunning });
  return {
    runner,
    start() {
      if (intervalMs > 0) runner.start();
    },
    stop: () => runner.stop(),
    get nextWakeAt() {
      return nextWakeAt;
    },
  };
}
