// Enqueue: requests only write an outbox row (in their own transaction) and ask for delivery.
// Delivery itself (lib/delivery/) is wired once at start-up, so no handler loads the transport,
// the templates or the features they read.
import "server-only";
import { randomUUID } from "node:crypto";
import { config } from "../config";
import { COMPANY } from "../../content/site";
import { db } from "../db";

type Kicker = () => void;
const state = globalThis as unknown as { __outboxKicker?: Kicker };

/** Where notifications for the operator go: OPERATOR_EMAIL, else the address the site shows. */
export function operatorAddress(): string {
  return config.operatorEmail || COMPANY.email;
}

/** An outbox row's columns, for writing it in the same raw statement as other rows (lib/core/db/raw.ts). */
export function outboxValues(kind: string, to: string, payload: Record<string, unknown>, now: Date) {
  return { id: randomUUID(), kind, to, payload: JSON.stringify(payload), createdAt: now, nextAttemptAt: now };
}

export function outboxRow(kind: string, to: string, payload: Record<string, unknown> = {}) {
  return db.outboxMail.create({ data: { kind, to, payload: JSON.stringify(payload) } });
}

/** Called once by the delivery worker at start-up (lib/delivery/outbox-worker.ts). */
export function setOutboxKicker(kicker: Kicker): void {
  state.__outboxKicker = kicker;
}

/** Asks the delivery worker, when this process runs one, to send what was just queued. */
export function kickOutbox(): void {
  state.__outboxKicker?.();
}

/** The operator's retry of a failed (or waiting) row: due now, and the drain is asked to look. */
export async function retryOutboxMail(id: string): Promise<boolean> {
  const { count } = await db.outboxMail.updateMany({
    where: { id, status: { in: ["failed", "pending"] } },
    data: { status: "pending", nextAttemptAt: new Date(), claimedBy: null, claimedUntil: null },
  });
  if (count > 0) kickOutbox();
  return count > 0;
}
