// The one scheduler of a process's background work. Each loop is a registration (Loop): its name,
// what one run does, how often it runs besides the kicks it gets, the dependencies it needs (it
// is skipped while one is down), whether it is kicked when one comes back, and how it stops. The rest lives
// here once: one run at a time (a kick during a run asks for another after it), a pause with
// backoff when a run says a dependency cannot take work (SMTP), the wake a run asks for, the
// error log line (an outage is logged once by lib/core/outage.ts, never per loop), and the stop.
import "server-only";
import { bridge, type LoopName } from "../core/bridge.mjs";
import { log } from "../core/log";
import { connectivityReason, isDown, onRecovery, type Dependency } from "../core/outage";
import { backoffMs } from "./backoff";

/** What one run asks of the scheduler: nothing, a pause (with why), or a wake at a time (epoch ms). */
export type RunOutcome = void | { pause: string } | { wakeAt: number };

export type Loop = {
  name: LoopName;
  /** One run; never two at once. */
  run?: () => Promise<RunOutcome>;
  /** Kicked this often, and once at start; without it only by kicks and the wakes its runs ask for. */
  everyMs?: number;
  /** Skipped while one of these is down. */
  needs?: Dependency[];
  /** Kicked when one of these is back (work waits on it); otherwise the next tick looks. */
  wakeOn?: Dependency[];
  /** The log line of a failed run. */
  failure?: string;
  /** A run that asks for a pause waits from baseMs, doubling (with jitter) each pause in a row, up to maxMs. */
  pause?: { baseMs: number; maxMs: number; message: string };
  /** Asks what runs to finish (the run in flight is then awaited, unless `leaveRunning`). */
  stop?: () => void | Promise<void>;
  /** The stop does not wait for the run in flight (it holds a lease that lapses by itself). */
  leaveRunning?: boolean;
};

/** One loop's state (tests read the pause of the outbox's). */
export class LoopRunner {
  running: Promise<void> | null = null;
  again = false;
  stopped = false;
  pauses = 0;
  pausedUntil = 0;
  wakeAt: number | null = null;
  private wake: NodeJS.Timeout | null = null;
  private every: NodeJS.Timeout | null = null;

  private started = false;

  constructor(readonly loop: Loop) {}

  /** Kicks now, every `everyMs` after, and whenever a dependency of `wakeOn` comes back. */
  start(): void {
    if (this.started) return;
    this.started = true;
    for (const dependency of this.loop.wakeOn ?? []) onRecovery(dependency, () => this.kick());
    if (this.loop.everyMs) this.every = setInterval(() => this.kick(), this.loop.everyMs).unref();
    this.kick();
  }

  /** Starts a run soon, or asks the running one to look again when it finishes. */
  kick(): void {
    if (this.stopped || !this.loop.run) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (Date.now() < this.pausedUntil || (this.loop.needs ?? []).some(isDown)) return;
    this.running = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.loop.run?.())
      .then((outcome) => this.after(outcome))
      .catch((error: unknown) => {
        if (connectivityReason(error) || (this.loop.needs ?? []).some(isDown)) return;
        log.error({ err: error }, this.loop.failure ?? `${this.loop.name} failed`);
      })
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  private after(outcome: RunOutcome): void {
    if (outcome && "pause" in outcome && this.loop.pause) {
      const { baseMs, maxMs, message } = this.loop.pause;
      const wait = backoffMs(this.pauses, baseMs, maxMs);
      this.pauses += 1;
      this.pausedUntil = Date.now() + wait;
      log.warn({ reason: outcome.pause, retryInSeconds: Math.round(wait / 1000) }, message);
      this.again = false;
      this.wakeUp(this.pausedUntil + 10, true);
      return;
    }
    this.pauses = 0;
    if (outcome && "wakeAt" in outcome) this.wakeUp(outcome.wakeAt, false);
  }

  /** Kicks at `at`; a wake already set sooner stays, unless `replace`. */
  private wakeUp(at: number, replace: boolean): void {
    if (this.stopped || (this.wake && !replace && this.wakeAt !== null && this.wakeAt <= at)) return;
    if (this.wake) clearTimeout(this.wake);
    this.wakeAt = at;
    this.wake = setTimeout(
      () => {
        this.wake = null;
        this.kick();
      },
      Math.max(0, at - Date.now()),
    );
    this.wake.unref();
  }

  /** Resolves once no run is going on. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  /** No further run; what runs finishes (see Loop.stop). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.wake) clearTimeout(this.wake);
    if (this.every) clearInterval(this.every);
    this.wake = this.every = null;
    this.wakeAt = null;
    await this.loop.stop?.();
    if (!this.loop.leaveRunning) await this.idle();
  }
}

/**
 * Starts every loop of this process once (instrumentation.ts lists them); kicks by name reach them
 * through the bridge (lib/core/bridge.mjs: wake), and the server's stop stops them all.
 */
export function startRuntime(loops: ReadonlyArray<Loop | LoopRunner>): Map<LoopName, LoopRunner> {
  const runners = new Map<LoopName, LoopRunner>();
  for (const loop of loops) {
    const runner = loop instanceof LoopRunner ? loop : new LoopRunner(loop);
    runners.set(runner.loop.name, runner);
  }
  bridge.wake = (name) => runners.get(name)?.kick();
  bridge.stops.push(async () => {
    await Promise.allSettled([...runners.values()].map((runner) => runner.stop()));
  });
  for (const runner of runners.values()) runner.start();
  return runners;
}
