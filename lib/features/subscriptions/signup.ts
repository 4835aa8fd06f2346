// Newsletter sign-up: a pending subscriber with the topics it chose and a confirmation mail. Answers
// never reveal whether an address was known, and a confirmed address's topics change only through
// its preferences link (./preferences.ts). Confirming and unsubscribing are in ./subscriptions.ts.
import "server-only";
import { randomUUID } from "node:crypto";
import { db, Prisma } from "../../core/db";
import { insertRows } from "../../core/db/raw";
import { createBatcher } from "../../core/db/batcher";
import { enqueueMail, kickOutbox, outboxInsert } from "../../core/mail/outbox";
import { joinInterests, type Interest } from "../../content/interests";
import { MAIL_SUBSCRIBE_CONFIRM } from "./kinds";

/** `interests` in its stored form (joinInterests). */
type Signup = { email: string; ip: string; interests: string };

/**
 * Inserts a batch of sign-ups in one transaction (see lib/core/db/batcher.ts) and queues a
 * confirmation for each new address. Returns, per sign-up, whether its address was new.
 */
async function insertSignups(signups: Signup[]): Promise<boolean[]> {
  const now = new Date();
  const fresh = await db.$transaction(async (tx) => {
    const rows = signups.map(({ email, ip, interests }) => ({
      id: randomUUID(),
      email,
      status: "pending",
      consentAt: now,
      consentIp: ip,
      interests,
      createdAt: now,
      updatedAt: now,
    }));
    const inserted = await tx.$queryRaw<Array<{ email: string }>>(
      Prisma.sql`${insertRows("Subscriber", rows)} ON CONFLICT ("email") DO NOTHING RETURNING "email"`,
    );
    const emails = [...new Set(inserted.map((row) => row.email))];
    if (emails.length > 0) {
      await tx.$executeRaw(
        outboxInsert(
          emails.map((to) => ({ kind: MAIL_SUBSCRIBE_CONFIRM, to })),
          now,
        ),
      );
    }
    return new Set(emails);
  });
  return signups.map((signup) => fresh.has(signup.email));
}

const queueSignup = createBatcher(insertSignups, { maxItems: 64, maxWaitMs: 2 });

export async function subscribe(email: string, ip: string, chosen: readonly Interest[] = []): Promise<void> {
  const signup = { email, ip, interests: joinInterests(chosen) };
  const isNew = await queueSignup(signup);
  if (!isNew) await resubscribe(signup);
  kickOutbox();
}

/** A pending or unsubscribed address asks again, with this sign-up's topics; a confirmed one is left as it is. */
async function resubscribe({ email, ip, interests }: Signup): Promise<void> {
  const existing = await db.subscriber.findUnique({ where: { email } });
  if (!existing || existing.status === "confirmed") return;
  await db.$transaction([
    db.subscriber.update({
      where: { email },
      data: { status: "pending", consentAt: new Date(), consentIp: ip, interests, unsubscribedAt: null },
    }),
    enqueueMail(db, MAIL_SUBSCRIBE_CONFIRM, email),
  ]);
}
