// Newsletter subscription lifecycle: pending on sign-up, confirmed through a signed link,
// unsubscribed through a signed link. Answers never reveal whether an address was known.
import "server-only";
import { db, Prisma } from "./db";
import { kickOutbox, outboxRow } from "./mail/outbox";
import { verifyToken } from "./tokens";

export async function subscribe(email: string, ip: string): Promise<void> {
  try {
    await db.$transaction([
      db.subscriber.create({ data: { email, consentIp: ip } }),
      outboxRow("subscribe-confirm", email),
    ]);
  } catch (error) {
    if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== "P2002") throw error;
    await resubscribe(email, ip);
  }
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

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "invalid";

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
