// Enqueue: requests only write an outbox row (in their own transaction) and ask for delivery.
// Delivery itself (lib/runtime/outbox-worker.ts) is a loop of the runtime, wired once at start-up,
// so no handler loads the transport, the templates or the features they read. Every row is built
// by outboxValues, whichever way it is written: enqueueMail (typed, through db or a transaction)
// or outboxInsert (raw).
import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "../../generated/prisma/client";
import { bridge } from "../bridge.mjs";
import { insertRows } from "../db/raw";

export type MailPayload = Record<string, unknown>;
export type QueuedMail = { kind: string; to: string; payload?: MailPayload };

/** db, or the client of an interactive transaction (`db.$transaction(async (tx) => ...)`). */
export type OutboxClient = Pick<Prisma.TransactionClient, "outboxMail">;

/** An outbox row's columns. Raw statements skip Prisma's defaults, so id and time are set here. */
function outboxValues({ kind, to, payload = {} }: QueuedMail, createdAt: Date) {
  return { id: randomUUID(), kind, to, payload: JSON.stringify(payload), createdAt, nextAttemptAt: createdAt };
}

/**
 * Queues one mail through `client`. With db it returns a lazy query that may go into
 * `db.$transaction([...])`; with a transaction client it is written in that transaction.
 */
export function enqueueMail(client: OutboxClient, kind: string, to: string, payload: MailPayload = {}) {
  return client.outboxMail.create({ data: outboxValues({ kind, to, payload }, new Date()) });
}

/** One raw INSERT of several mails, for the hot paths that write their other rows raw too (lib/core/db/raw.ts). */
export function outboxInsert(mails: ReadonlyArray<QueuedMail>, now: Date): Prisma.Sql {
  return insertRows(
    "OutboxMail",
    mails.map((mail) => outboxValues(mail, now)),
  );
}

/** Asks the outbox's loop, when this process runs the runtime (lib/runtime/scheduler.ts), to send what was queued. */
export function kickOutbox(): void {
  bridge.wake?.("outbox");
}
