// The server's upkeep timer (started by instrumentation.ts): wakes when the last run, read from
// the database, is an interval old, tries the lease, and plans the next wake from what the
// database then says, so a run by another instance or by `npm run retention` moves it along too.
// The first wake after a start is soon (a minute, less for short intervals, plus jitter) only
// when the last run is overdue. A failed step is recorded by the run; a failed wake (database
// down) is logged in one line and tried again, never ending the timer.
import os from "node:os";
import { log as processLog } from "../../core/log";
import { runUpkeep, upkeepLease, type UpkeepDeps, type UpkeepOutcome } from "./upkeep";

export type UpkeepSchedulerOptions = {
  intervalMs: number;
  /** Delay of the first run after a start when one is due; default a minute, at most a 60th of the interval. */
  firstDelayMs?: number;
  /** Added to every wake, up to this much at random, so instances started together do not race; default firstDelayMs. */
  jitterMs?: number;
  /** Longest sleep between looks at the database; default min(interval, an hour). */
  maxSleepMs?: number;
  leaseMs?: number;
  instance?: string;
  random?: () => number;
  log?: (line: string) => void;
  onRun?: (outcome: UpkeepOutcome) => void;
};

export type UpkeepScheduler = { start(): void; stop(): Promise<void>; readonly nextWakeAt: Date | null };

export function createUpkeepScheduler(deps: UpkeepDeps, options: UpkeepSchedulerOptions): UpkeepScheduler {
  const { intervalMs } = options;
  const firstDelayMs = options.firstDelayMs ?? Math.min(60_000, intervalMs / 60);
  const jitterMs = options.jitterMs ?? firstDelayMs;
  const maxSleepMs = options.maxSleepMs ?? Math.min(intervalMs, 60 * 60_000);
  const instance = options.instance ?? `${os.hostname()}:${process.pid}`;
  const random = options.random ?? Math.random;
  const log = options.log ?? ((line: string) => processLog.info(line));
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  let nextWakeAt: Date | null = null;

  const sleepUntil = (at: number) => {
    if (stopped) return;
    const delay = Math.min(Math.max(0, at - Date.now()), maxSleepMs) + random() * jitterMs;
    nextWakeAt = new Date(Date.now() + delay);
    timer = setTimeout(wake, delay);
    timer.unref();
  };

  type Lease = Awaited<ReturnType<typeof upkeepLease>>;
  /** When the next run is due: an interval after the last start, once a held lease ends, never sooner than `earliest`. */
  const dueAt = (lease: Lease, earliest: number) =>
    Math.max(earliest, lease?.lastStartedAt ? lease.lastStartedAt.getTime() + intervalMs : 0, lease?.holder ? lease.leaseUntil.getTime() : 0);

  async function look(first: boolean): Promise<void> {
    try {
      if (!first) {
        const outcome = await runUpkeep(deps, { instance, trigger: "schedule", intervalMs, leaseMs: options.leaseMs });
        if (outcome) {
          log(`[upkeep] run ${outcome.runId} done${outcome.errors.length > 0 ? `, ${outcome.errors.length} step(s) failed: ${outcome.errors.join("; ")}` : ""}`);
          options.onRun?.(outcome);
        }
      }
      const lease = await upkeepLease(deps.db);
      sleepUntil(dueAt(lease, Date.now() + (first ? firstDelayMs : 0)));
    } catch (error) {
      log(`[upkeep] could not run (${error instanceof Error ? error.message.split("\n")[0] : String(error)}); trying again later`);
      sleepUntil(Date.now() + Math.min(intervalMs, 60_000));
    }
  }

  function wake() {
    running = look(false).finally(() => {
      running = undefined;
    });
  }

  return {
    start() {
      if (intervalMs <= 0 || timer || running) return;
      running = look(true).finally(() => {
        running = undefined;
      });
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      clearTimeout(timer);
    },
    get nextWakeAt() {
      return nextWakeAt;
    },
  };
}
