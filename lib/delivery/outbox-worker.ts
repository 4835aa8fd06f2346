// Deliver: sends outbox rows in the background, so a slow or absent SMTP server never delays an
// answer and a restart resumes what was left. Started once by instrumentation.ts.
// Each round claims a few rows with a lease (claimedBy, claimedUntil) in one UPDATE whose WHERE
// re-checks that nobody holds them, so several processes can drain one database and each mail
// is sent once; a crashed process's rows are taken over only when its lease ran out.
// A recipient refused for good fails that row alone; a recipient deferred backs off alone; a
// server that cannot take mail pauses the drain without charging any row.
// A database outage pauses the drain too (it starts again when the database is back, see
// lib/core/outage.ts); the claims it held are then given back and the mails SMTP had already
// accepted are marked sent, so nothing waits for a lease and nothing is sent twice.
import "server-only";
import { randomUUID } from "node:crypto";
import { config } from "../core/config";
import { db } from "../core/db";
import { log } from "../core/log";
import { setOutboxKicker } from "../core/mail/outbox";
import { connectivityReason, isDown, onRecovery } from "../core/outage";
import { sendMail, type MailMessage } from "../core/mail/transport";
import { backoffMs, classifySendFailure } from "./smtp-outcome";
import { renderOutboxMail } from "./templates";

const BATCH = 10;
export const LEASE_MS = 5 * 60_000;
/** A claim this close to its end is given back rather than used: sends time out well before. */
const LEASE_MARGIN_MS = 90_000;
const ROW_BACKOFF = { baseMs: 30_000, maxMs: 60 * 60_000 };
// At most 30 s between tries, so mail goes out within a minute of SMTP coming back.
const PAUSE_BACKOFF = { baseMs: 2_000, maxMs: 30_000 };
// Transactional mail is paced so a burst of sign-ups never starves the requests of CPU or
// trips the SMTP provider's limits; MAIL_RATE_PER_SECOND=0 sends as fast as SMTP accepts.
const gapMs = config.mailRatePerSecond > 0 ? 1000 / config.mailRatePerSecond : 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type State = {
  running?: boolean;
  again?: boolean;
  pausedUntil?: number;
  pauses?: number;
  timer?: NodeJS.Timeout;
  /** Claim tokens not yet given back, each with the rows SMTP accepted whose "sent" mark is not written. */
  unsettled?: Map<string, Set<string>>;
};
const holder = globalThis as unknown as { __outbox?: State };
const state: State = (holder.__outbox ??= {});

/** Starts a drain soon, or asks the running one to look again when it finishes. */
export function startOutboxDrain(): void {
  if (state.running) {
    state.again = true;
    return;
  }
  if (state.pausedUntil && Date.now() < state.pausedUntil) return;
  if (isDown("database")) return;
  state.running = true;
  setImmediate(() => {
    void drainOutbox()
      .catch((error: unknown) => {
        // An outage is logged once by lib/core/outage.ts; the drain starts again when it ends.
        // While the database is known to be down, Prisma's other errors are the outage's too (a
        // transaction whose connection broke at its commit: P2028, seen once in CI's outage test).
        if (!connectivityReason(error) && !isDown("database")) log.error({ err: error }, "outbox drain failed");
      })
      .finally(() => {
        state.running = false;
        if (state.again) {
          state.again = false;
          startOutboxDrain();
        }
      });
  });
}

/** Wires this process's requests to the drain (enqueue calls kickOutbox) and drains once. */
export function startOutboxWorker(): void {
  setOutboxKicker(startOutboxDrain);
  onRecovery("database", startOutboxDrain);
  startOutboxDrain();
}

function pauseDrain(reason: string): void {
  state.pauses = (state.pauses ?? 0) + 1;
  const wait = backoffMs(state.pauses - 1, PAUSE_BACKOFF.baseMs, PAUSE_BACKOFF.maxMs);
  state.pausedUntil = Date.now() + wait;
  log.warn({ reason, retryInSeconds: Math.round(wait / 1000) }, "outbox paused: SMTP cannot take mail");
  clearTimeout(state.timer);
  state.timer = setTimeout(startOutboxDrain, wait + 10).unref();
}

const claimable = (now: Date) => ({
  status: "pending",
  nextAttemptAt: { lte: now },
  OR: [{ claimedUntil: null }, { claimedUntil: { lt: now } }],
});

/** Claims up to BATCH due rows for this round; empty when none are due (or others hold them all). */
async function claimRows(token: string) {
  const now = new Date();
  const due = await db.outboxMail.findMany({
    where: claimable(now),
    orderBy: [{ nextAttemptAt: "asc" }, { createdAt: "asc" }],
    take: BATCH,
    select: { id: true },
  });
  if (due.length === 0) return { due: 0, rows: [] };
  await db.outboxMail.updateMany({
    where: { id: { in: due.map((row) => row.id) }, ...claimable(now) },
    data: { claimedBy: token, claimedUntil: new Date(now.getTime() + LEASE_MS) },
  });
  const rows = await db.outboxMail.findMany({ where: { claimedBy: token }, orderBy: [{ nextAttemptAt: "asc" }, { createdAt: "asc" }] });
  return { due: due.length, rows };
}

const release = (token: string) =>
  db.outboxMail.updateMany({ where: { claimedBy: token, status: "pending" }, data: { claimedBy: null, claimedUntil: null } });

const unsettled = (state.unsettled ??= new Map());

/** Finishes the claims a database outage interrupted: accepted mails marked sent, the rest given back. */
async function settleClaims(): Promise<void> {
  for (const [token, accepted] of unsettled) {
    if (accepted.size > 0) {
      await db.outboxMail.updateMany({
        where: { id: { in: [...accepted] }, claimedBy: token },
        data: { status: "sent", sentAt: new Date(), claimedBy: null, claimedUntil: null },
      });
    }
    await release(token);
    unsettled.delete(token);
  }
}

/** Sends what is due; returns how many mails the SMTP server accepted. */
export async function drainOutbox(): Promise<number> {
  await settleClaims();
  let sent = 0;
  for (;;) {
    const token = randomUUID();
    const accepted = new Set<string>();
    // Recorded before the claim: a claim whose answer the outage lost is given back too.
    unsettled.set(token, accepted);
    const { due, rows } = await claimRows(token);
    if (due === 0) {
      unsettled.delete(token);
      return sent;
    }
    const leaseEnds = Date.now() + LEASE_MS - LEASE_MARGIN_MS;
    for (const row of rows) {
      if (Date.now() > leaseEnds) break;
      const done = { claimedBy: null, claimedUntil: null };
      let message: MailMessage;
      try {
        message = await renderOutboxMail(row.kind, row.to, JSON.parse(row.payload) as Record<string, unknown>);
      } catch (error) {
        if (connectivityReason(error)) throw error;
        // A row that cannot be rendered (its record is gone, an unknown kind) never will be.
        const reason = `Could not compose: ${error instanceof Error ? error.message : String(error)}`.slice(0, 500);
        await db.outboxMail.updateMany({ where: { id: row.id, claimedBy: token }, data: { ...done, status: "failed", lastError: reason } });
        continue;
      }
      try {
        await sendMail(message);
      } catch (error) {
        const failure = classifySendFailure(error);
        if (failure.kind === "unavailable") {
          await release(token);
          unsettled.delete(token);
          pauseDrain(failure.reason);
          return sent;
        }
        const attempts = row.attempts + 1;
        const retryAt = new Date(Date.now() + backoffMs(attempts - 1, ROW_BACKOFF.baseMs, ROW_BACKOFF.maxMs));
        await db.outboxMail.updateMany({
          where: { id: row.id, claimedBy: token },
          data: failure.kind === "refused"
            ? { ...done, attempts, lastError: failure.reason, status: "failed" }
            : { ...done, attempts, lastError: failure.reason, nextAttemptAt: retryAt },
        });
        continue;
      }
      accepted.add(row.id);
      await db.outboxMail.updateMany({ where: { id: row.id, claimedBy: token }, data: { ...done, status: "sent", sentAt: new Date() } });
      accepted.delete(row.id);
      sent += 1;
      state.pauses = 0;
      if (gapMs > 0) await sleep(gapMs);
    }
    await release(token);
    unsettled.delete(token);
  }
}
