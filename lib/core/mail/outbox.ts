// Enqueue: requests only write an outbox row (in their own transaction) and ask for delivery.
// Delivery itself (lib/delivery/) is wired once at start-up, so no handler loads the transport,
// the templates or the features they read. Every row is built by outboxValues, whichever way
// it is written: enqueueMail (typed, through db or a transaction) or outboxInsert (raw).
import "server-only";
import { randomUUID } from "node:crypto";
import type { Prisma } from "../../generated/prisma/client";
import { insertRows } from "../db/raw";

export type MailPayload = Record<string, unknown>;
export type QueuedMail = { kind: string; to: string; payload?: MailPayload };

/** db, or the client of an interactive transaction (`db.$transaction(async (tx) => ...)`). */
export type OutboxClient = Pick<Prisma.TransactionClient, "outboxMail">;

type Kicker = () => void;
const state = globalThis as unknown as { __outboxKicker?: Kicker };

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
  return insertRows("OutboxMail", mails.map((mail) => outboxValues(mail, now)));
}

/** Called once by the delivery worker at start-up (lib/delivery/outbox-worker.ts). */
export function setOutboxKicker(kicker: Kicker): void {
  state.__outboxKicker = kicker;
}

/** Asks the delivery worker, when this process runs one, to send what was just queued. */
export function kickOutbox(): void {
  state.__outboxKicker?.();
}
