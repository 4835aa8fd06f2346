// Deliver: sends outbox rows in the background and marks each, so a slow or absent SMTP server
// never delays an answer and a restart resumes what was left. Started once by instrumentation.ts.
import "server-only";
import { config } from "../core/config";
import { db } from "../core/db";
import { setOutboxKicker } from "../core/mail/outbox";
import { sendMail } from "../core/mail/transport";
import { renderOutboxMail } from "./templates";

const MAX_ATTEMPTS = 5;
const BATCH = 25;
// Transactional mail is paced so a burst of sign-ups never starves the requests of CPU or
// trips the SMTP provider's limits; MAIL_RATE_PER_SECOND=0 sends as fast as SMTP accepts.
const gapMs = config.mailRatePerSecond > 0 ? 1000 / config.mailRatePerSecond : 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const state = globalThis as unknown as { __outboxRunning?: boolean; __outboxAgain?: boolean };

/** Starts a drain soon, or asks the running one to look again when it finishes. */
export function startOutboxDrain(): void {
  if (state.__outboxRunning) {
    state.__outboxAgain = true;
    return;
  }
  state.__outboxRunning = true;
  setImmediate(() => {
    void drainOutbox()
      .catch((error: unknown) => console.error("[outbox] drain failed", error))
      .finally(() => {
        state.__outboxRunning = false;
        if (state.__outboxAgain) {
          state.__outboxAgain = false;
          startOutboxDrain();
        }
      });
  });
}

/** Wires this process's requests to the drain (enqueue calls kickOutbox) and drains once. */
export function startOutboxWorker(): void {
  setOutboxKicker(startOutboxDrain);
  startOutboxDrain();
}

export async function drainOutbox(): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await db.outboxMail.findMany({
      where: { status: "pending", attempts: { lt: MAX_ATTEMPTS } },
      orderBy: { createdAt: "asc" },
      take: BATCH,
    });
    if (rows.length === 0) return sent;
    for (const row of rows) {
      try {
        const payload = JSON.parse(row.payload) as Record<string, unknown>;
        await sendMail(await renderOutboxMail(row.kind, row.to, payload));
        await db.outboxMail.updateMany({ where: { id: row.id }, data: { status: "sent", sentAt: new Date() } });
        sent += 1;
        if (gapMs > 0) await sleep(gapMs);
      } catch (error) {
        const attempts = row.attempts + 1;
        await db.outboxMail.updateMany({
          where: { id: row.id },
          data: {
            attempts,
            lastError: error instanceof Error ? error.message.slice(0, 500) : "unknown error",
            status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          },
        });
        // Stop this round on a failure (SMTP down); the periodic kick retries later.
        return sent;
      }
    }
  }
}
