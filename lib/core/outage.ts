// Outages of the database and the file store, one state per process: an error that says the
// server cannot be reached marks its dependency down (one log line), a small probe notices the end
// (one line, with the duration) and wakes whoever waits (the outbox, the newsletter sender).
// While the database is down its queries fail at once (lib/core/db/client.ts), handlers answer 503
// (lib/core/http.ts) and a page that failed answers 503 too (server/outage-gate.mjs reads this
// state on the bridge). Free of "server-only": the seed and bench scripts load the db client.

import { bridge } from "./bridge.mjs";

export type Dependency = "database" | "storage";

/** Seconds a visitor (or a balancer) is asked to wait in Retry-After. */
export const RETRY_AFTER_SECONDS = 5;
const PROBE_EVERY_MS = 1_000;

/**
 * Thrown instead of the driver's error when a dependency cannot be reached: answered as 503.
 * Recognised by name (isUnavailable), not instanceof: Next bundles this module into several chunks.
 */
export class DependencyUnavailable extends Error {
  constructor(
    readonly dependency: Dependency,
    options?: { cause?: unknown },
  ) {
    super(`The ${dependency} cannot be reached.`, options);
    this.name = "DependencyUnavailable";
  }
}

/** True for a DependencyUnavailable from any copy of this module. */
export function isUnavailable(error: unknown): error is DependencyUnavailable {
  return error instanceof Error && error.name === "DependencyUnavailable" && "dependency" in error;
}

type Down = { since: number; reason: string; timer?: NodeJS.Timeout };
export type OutageState = {
  /** Read by server/outage-gate.mjs, so the number lives here once. */
  retryAfterSeconds: number;
  down: Partial<Record<Dependency, Down>>;
  probes: Partial<Record<Dependency, () => Promise<unknown>>>;
  waiting: Partial<Record<Dependency, Array<() => void>>>;
};
const state: OutageState = (bridge.outages ??= {
  retryAfterSeconds: RETRY_AFTER_SECONDS,
  down: {},
  probes: {},
  waiting: {},
});

/**
 * The one place outage lines are written. Through console, not lib/core/log.ts: the db client
 * imports this module, and scripts and tests load that client before they set the environment the
 * logger's config reads; in the server console writes through the logger (lib/core/observe/server-observability.ts).
 */
export function outageLog(level: "error" | "info", line: string): void {
  // eslint-disable-next-line no-console -- see above
  if (level === "error") console.error(line);
  // eslint-disable-next-line no-console -- see above
  else console.log(line);
}

// Connection-level failures only: a constraint violation or a syntax error is never an outage.
const CODES = new Set([
  // Prisma: can't reach the server, timed out, server closed the connection, no pool connection in time.
  "P1001",
  "P1002",
  "P1008",
  "P1017",
  "P2024",
  // Node's sockets.
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  // PostgreSQL: shut down by an administrator, crash shutdown, starting up, connection failures.
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  // SQLite: the database file cannot be opened.
  "SQLITE_CANTOPEN",
]);
const KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout"]);
// pg's own words for a connection that did not open in time or broke ("timeout expired", "not queryable").
const MESSAGES =
  /Can't reach database server|Connection terminated|Server has closed the connection|the database system is (shutting down|starting up)|terminating connection due to administrator command|timeout exceeded when trying to connect|^timeout expired$|connection error and is not queryable|Unable to start a transaction in the given time/i;

// A busy pool (no connection for a transaction within its wait) answers 503 too: nothing was done.
const TIMEOUTS =
  /^(P1008|P2024|ETIMEDOUT|SocketTimeout|timeout expired|timeout exceeded when trying to connect|Unable to start a transaction in the given time)$/i;

type Inspectable = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  meta?: { driverAdapterError?: unknown };
};

/** The errors `error` wraps: causes, the driver adapter's error, an AggregateError's parts. */
function chain(error: unknown, depth = 0): Inspectable[] {
  if (typeof error !== "object" || error === null || depth > 6) return [];
  const { cause, errors, meta } = error as Inspectable;
  const inner = [cause, meta?.driverAdapterError, ...(Array.isArray(errors) ? errors : [])];
  return [error as Inspectable, ...inner.flatMap((next) => chain(next, depth + 1))];
}

/** The code (or adapter kind, or message) that makes `error` a connectivity failure; null when it is none. */
export function connectivityReason(error: unknown): string | null {
  const errors = chain(error);
  for (const { code, kind, originalCode } of errors) {
    for (const value of [code, originalCode, kind]) {
      if (typeof value === "string" && (CODES.has(value) || KINDS.has(value))) return value;
    }
  }
  for (const { message } of errors) {
    const found = typeof message === "string" ? MESSAGES.exec(message) : null;
    if (found) return found[0];
  }
  return errors.some(isUnavailable) ? "unavailable" : null;
}

/** True for an error in pg's own words for a broken or refused connection, however it is wrapped. */
export const mentionsDatabase = (error: unknown): boolean =>
  chain(error).some(({ message }) => typeof message === "string" && MESSAGES.test(message));

export const isDown = (dependency: Dependency): boolean => state.down[dependency] !== undefined;

/** What to run to learn that `dependency` answers again (registered once by its client). */
export function setProbe(dependency: Dependency, probe: () => Promise<unknown>): void {
  state.probes[dependency] = probe;
}

/** Marks `dependency` down (logged once per outage) and starts probing it. */
export function markDown(dependency: Dependency, reason: string): void {
  if (state.down[dependency]) return;
  const down: Down = { since: Date.now(), reason };
  state.down[dependency] = down;
  outageLog("error", `[outage] ${dependency} unreachable (${reason}): answering 503 until it is back`);
  const probe = async () => {
    const check = state.probes[dependency];
    const ok = check
      ? await check().then(
          () => true,
          () => false,
        )
      : true;
    if (state.down[dependency] !== down) return;
    if (ok) markUp(dependency);
    else down.timer = setTimeout(() => void probe(), PROBE_EVERY_MS).unref();
  };
  down.timer = setTimeout(() => void probe(), PROBE_EVERY_MS).unref();
}

function markUp(dependency: Dependency): void {
  const down = state.down[dependency];
  if (!down) return;
  clearTimeout(down.timer);
  delete state.down[dependency];
  outageLog("info", `[outage] ${dependency} reachable again after ${((Date.now() - down.since) / 1000).toFixed(1)} s`);
  const waiting = state.waiting[dependency] ?? [];
  for (const wake of waiting) wake();
}

/** Calls `wake` every time `dependency` comes back after an outage. */
export function onRecovery(dependency: Dependency, wake: () => void): void {
  (state.waiting[dependency] ??= []).push(wake);
}

/**
 * If `error` is a connectivity failure, marks `dependency` down and returns the 503 error to throw
 * in its place; otherwise returns null.
 */
export function asUnavailable(error: unknown, dependency: Dependency): DependencyUnavailable | null {
  if (isUnavailable(error)) return error;
  const reason = connectivityReason(error);
  if (!reason) return null;
  // A connection that did not open in time answers 503, but on a busy host one slow connection is
  // no outage: only a refusal, a shutdown or a broken connection marks the dependency down.
  if (!TIMEOUTS.test(reason)) markDown(dependency, reason);
  return new DependencyUnavailable(dependency, { cause: error });
}
