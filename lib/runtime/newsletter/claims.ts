// The sender's writes about its claims (see sender.ts), a queue over ../lease.ts: the claims, "sent"
// marks, claims another process left behind when it died, and claims an outage interrupted in this
// one. When the database is back (the scheduler kicks the sender) the next run first writes the
// "sent" marks it could not, then gives back its other "sending" rows (claimed, never accepted by
// SMTP), so they go out at once rather than after a lease.
import "server-only";
import { db, Prisma } from "../../core/db";
import { log } from "../../core/log";
import { claimRows, giveBack, type Queue } from "../lease";

const deliveries: Queue = {
  table: "Delivery",
  free: () => Prisma.sql`"status" = 'pending'`,
  // Skipped instead when the address is no longer confirmed.
  claim: (holder, now) => Prisma.sql`"status" = CASE WHEN EXISTS (SELECT 1 FROM "Subscriber"
      WHERE "Subscriber"."email" = "Delivery"."email" AND "Subscriber"."status" = 'confirmed')
      THEN 'sending' ELSE 'skipped' END,
    "claimedBy" = ${holder}, "claimedAt" = ${now}, "attempts" = "attempts" + 1`,
  giveBack: { set: Prisma.sql`"status" = 'pending', "claimedBy" = NULL`, where: Prisma.sql`"status" = 'sending'` },
};

/** Claims `ids` (pending -> sending, or skipped when the address is no longer confirmed); null for a row not
 * claimed. */
export async function claimDeliveries(instanceId: string, ids: string[]): Promise<Array<string | null>> {
  const rows = await claimRows(deliveries, instanceId, { ids });
  const claimed = new Map(rows.map((row) => [row.id, row.status]));
  return ids.map((id) => claimed.get(id) ?? null);
}

/** Marks `ids` sent, if `instanceId` still holds them. */
export async function writeSent(instanceId: string, ids: string[]): Promise<void> {
  // Also corrects rows another process's restart marked unknown while this one was sending them.
  await db.$executeRaw`UPDATE "Delivery" SET "status" = 'sent', "sentAt" = ${new Date()}, "lastError" = NULL
    WHERE "claimedBy" = ${instanceId} AND "id" IN (${Prisma.join(ids)})`;
}

/** Rows a dead process left "sending" may have reached their inbox: never send them again. */
export async function markInterrupted(instanceId: string, leaseMs: number): Promise<void> {
  const expired = new Date(Date.now() - leaseMs);
  const count = await db.$executeRaw`UPDATE "Delivery" SET "status" = 'unknown',
    "lastError" = 'Interrupted while being sent (server stopped); not sent again so no one gets two copies.'
    WHERE "status" = 'sending' AND ("claimedBy" IS NULL OR "claimedBy" <> ${instanceId})
      AND ("claimedAt" IS NULL OR "claimedAt" < ${expired})`;
  if (count > 0) log.warn({ count }, "newsletter deliveries interrupted by a restart; marked unknown, not resent");
}

/** Returns the "sending" rows of `instanceId` to pending: call only when none of them was handed to SMTP. */
export async function giveBackUnsent(instanceId: string): Promise<void> {
  await giveBack(deliveries, instanceId);
}
