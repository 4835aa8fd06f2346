// Newsletter subscription lifecycle: pending on sign-up, confirmed through a signed link,
// unsubscribed through a signed link. Answers never reveal whether an address was known.
import "server-only";
import { randomUUID } from "node:crypto";
import { db } from "../../core/db";
import { createBatcher } from "../../core/db/batcher";
import { kickOutbox, outboxRow } from "../../core/mail/outbox";
import { verifyToken } from "../../core/tokens";
import type { ConfirmOutcome } from "../../content/subscription";

type Signup = { email: string; ip: string };

/**
 * Inserts a batch of sign-ups in one transaction (see lib/core/db/batcher.ts) and queues a
 * confirmation for each new address. Returns, per sign-up, whether its address was new.
 */
async function insertSignups(signups: Signup[]): Promise<boolean[]> {
  const now = new Date();
  const fresh = await db.$transaction(async (tx) => {
    const rows = signups.map(() => "(?, ?, 'pending', ?, ?, ?, ?)").join(", ");
    const params = signups.flatMap(({ email, ip }) => [randomUUID(), email, now, ip, now, now]);
    const inserted = await tx.$queryRawUnsafe<Array<{ email: string }>>(
      `INSERT INTO "Subscriber" ("id", "email", "status", "consentAt", "consentIp", "createdAt", "updatedAt")
       VALUES ${rows} ON CONFLICT ("email") DO NOTHING RETURNING "email"`,
      ...params,
    );
    const emails = [...new Set(inserted.map((row) => row.email))];
    if (emails.length > 0) {
      await tx.outboxMail.createMany({ data: emails.map((to) => ({ kind: "subscribe-confirm", to, payload: "{}" })) });
    }
    return new Set(emails);
  });
  return signups.map((signup) => fresh.has(signup.email));
}

const queueSignup = createBatcher(insertSignups, { maxItems: 64, maxWaitMs: 2 });

export async function subscribe(email: string, ip: string): Promise<void> {
  const isNew = await queueSignup({ email, ip });
  if (!isNew) await resubscribe(email, ip);
  kickOutbox();
}

async function resubscribe(email: string, ip: string): Promise<void> {
  const existing = await db.subscriber.findUnique({ where: { email } });
  if (!existing || existing.status === "confirmed") return;
  await db.$transaction([
    db.subscriber.update({
      where: { email },
      data: { status: "pending", consentAt: new Date(), consentIp: ip, unsubscribedAt: null },
    }),
    outboxRow("subscribe-confirm", email),
  ]);
}

export function isValidConfirmToken(token: string): boolean {
  return verifyToken("confirm", token) !== null;
}

/** Confirms the address the token names; called only by the confirm page's POST, never by a GET. */
export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  const email = verifyToken("confirm", token);
  if (!email) return "invalid";
  const subscriber = await db.subscriber.findUnique({ where: { email } });
  if (!subscriber) return "invalid";
  if (subscriber.status === "confirmed") return "already-confirmed";
  await db.$transaction([
    db.subscriber.update({ where: { email }, data: { status: "confirmed", confirmedAt: new Date() } }),
    outboxRow("subscribe-welcome", email),
  ]);
  kickOutbox();
  return "confirmed";
}

export function isValidUnsubscribeToken(token: string): boolean {
  return verifyToken("unsubscribe", token) !== null;
}

/** True when the token was valid; unsubscribing twice is fine. */
export async function unsubscribe(token: string): Promise<boolean> {
  const email = verifyToken("unsubscribe", token);
  if (!email) return false;
  await db.subscriber.updateMany({
    where: { email, status: { not: "unsubscribed" } },
    data: { status: "unsubscribed", unsubscribedAt: new Date() },
  });
  return true;
}
