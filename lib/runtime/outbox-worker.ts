// Deliver: sends outbox rows in the background, so a slow or absent SMTP server never delays an
// answer and a restart resumes what was left. A loop of the scheduler (outboxLoop, listed in
// instrumentation.ts): kicked when a request queues mail, every 30 s, and when the database is back.
// Each round claims a few rows with a lease (claimedBy, claimedUntil; ./lease.ts), so several
// processes can drain one database and each mail is sent once; a crashed process's rows are taken
// over only when its lease ran out.
// A recipient refused for good fails that row alone; a recipient deferred backs off alone; a
// server that cannot take mail pauses the drain without charging any row (the scheduler's pause).
// After a database outage the claims it held are given back and the mails SMTP had already
// accepted are marked sent, so nothing waits for a lease and nothing is sent twice.
import "server-only";
import { randomUUID } from "node:crypto";
import { bridge } from "../core/bridge.mjs";
import { config } from "../core/config";
import { db, Prisma } from "../core/db";
import { connectivityReason } from "../core/outage";
import { sendMail, type MailMessage } from "../core/mail/transport";
import { backoffMs } from "./backoff";
import { claimRows, giveBack, type Queue } from "./lease";
import type { Loop } from "./scheduler";
import { classifySendFailure } from "./smtp-outcome";
import { renderOutboxMail } from "./templates";

const BATCH = 10;
export const LEASE_MS = 5 * 60_000;
/** A claim this close to its end is given back rather than used: sends time out well before. */
const LEASE_MARGIN_MS = 90_000;
const ROW_BACKOFF = { baseMs: 30_000, maxMs: 60 * 60_000 };
// Transactional mail is paced so a burst of sign-ups never starves the requests of CPU or
// trips the SMTP provider's limits; MAIL_RATE_PER_SECOND=0 sends as fast as SMTP accepts.
const gapMs = config.mailRatePerSecond > 0 ? 1000 / config.mailRatePerSecond : 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const outbox: Queue = {
  table: "OutboxMail",
  free: (now) => Prisma.sql`"status" = 'pending' AND "nextAttemptAt" <= ${now}
    AND ("claimedUntil" IS NULL OR "claimedUntil" < ${now})`,
  claim: (holder, now) => Prisma.sql`"claimedBy" = ${holder}, "claimedUntil" = ${new Date(now.getTime() + LEASE_MS)}`,
  giveBack: { set: Prisma.sql`"claimedBy" = NULL, "claimedUntil" = NULL`, where: Prisma.sql`"status" = 'pending'` },
};
const ORDER = Prisma.sql`"nextAttemptAt", "createdAt"`;

declare module "../core/bridge.mjs" {
  interface Bridge {
    /** Claim tokens not yet given back, each with the rows SMTP accepted whose "sent" mark is not written. */
    outboxUnsettled?: Map<string, Set<string>>;
  }
}
const unsettled = (bridge.outboxUnsettled ??= new Map());

/** Claims up to BATCH due rows for this round; empty when none are due (or others hold them all). */
async function claimDue(token: string) {
  const claimed = await claimRows(outbox, token, { take: BATCH, order: ORDER });
  if (claimed.length === 0) return [];
  return db.outboxMail.findMany({
    where: { claimedBy: token },
    orderBy: [{ nextAttemptAt: "asc" }, { createdAt: "asc" }],
  });
}

/** Finishes the claims a database outage interrupted: accepted mails marked sent, the rest given back. */
async function settleClaims(): Promise<void> {
  for (const [token, accepted] of unsettled) {
    if (accepted.size > 0) {
      await db.outboxMail.updateMany({
        where: { id: { in: [...accepted] }, claimedBy: token },
        data: { status: "sent", sentAt: new Date(), claimedBy: null, claimedUntil: null },
      });
    }
    await giveBack(outbox, token);
    unsettled.delete(token);
  }
}

/** Sends what is due; how many mails the SMTP server accepted, and why it stopped taking mail if it did. */
async function drain(): Promise<{ sent: number; unavailable?: string }> {
  await settleClaims();
  let sent = 0;
  for (;;) {
    const token = randomUUID();
    const accepted = new Set<string>();
    // Recorded before the claim: a claim whose answer the outage lost is given back too.
    unsettled.set(token, accepted);
    const rows = await claimDue(token);
    if (rows.length === 0) {
      unsettled.delete(token);
      return { sent };
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
        await db.outboxMail.updateMany({
          where: { id: row.id, claimedBy: token },
          data: { ...done, status: "failed", lastError: reason },
        });
        continue;
      }
      try {
        await sendMail(message);
      } catch (error) {
        const failure = classifySendFailure(error);
        if (failure.kind === "unavailable") {
          await giveBack(outbox, token);
          unsettled.delete(token);
          return { sent, unavailable: failure.reason };
        }
        const attempts = row.attempts + 1;
        const retryAt = new Date(Date.now() + backoffMs(attempts - 1, ROW_BACKOFF.baseMs, ROW_BACKOFF.maxMs));
        await db.outboxMail.updateMany({
          where: { id: row.id, claimedBy: token },
          data:
            failure.kind === "refused"
              ? { ...done, attempts, lastError: failure.reason, status: "failed" }
              : { ...done, attempts, lastError: failure.reason, nextAttemptAt: retryAt },
        });
        continue;
      }
      accepted.add(row.id);
      await db.outboxMail.updateMany({
        where: { id: row.id, claimedBy: token },
        data: { ...done, status: "sent", sentAt: new Date() },
      });
      accepted.delete(row.id);
      sent += 1;
      if (gapMs > 0) await sleep(gapMs);
    }
    await giveBack(outbox, token);
    unsettled.delete(token);
  }
}

/** Sends what is due; returns how many mails the SMTP server accepted. */
export async function drainOutbox(): Promise<number> {
  return (await drain()).sent;
}

/** The outbox's registration with the scheduler. */
export const outboxLoop: Loop = {
  name: "outbox",
  async run() {
    const { unavailable } = await drain();
    return unavailable ? { pause: unavailable } : undefined;
  },
  everyMs: 30_000,
  needs: ["database"],
  wakeOn: ["database"],
  failure: "outbox drain failed",
  // At most 30 s between tries, so mail goes out within a minute of SMTP coming back.
  pause: { baseMs: 2_000, maxMs: 30_000, message: "outbox paused: SMTP cannot take mail" },
};
