// How several processes drain one table and each row is worked once: the queues of the outbox
// (OutboxMail) and of the newsletter (Delivery) both claim with one UPDATE whose WHERE re-checks
// that the row is free, so of two claimers one wins; the claim names its holder (claimedBy) and
// dates its lease; only its holder writes the row's outcome or gives it back; a try that failed
// waits longer each time (./backoff.ts). What a lapsed lease means is the queue's: an outbox
// row is free again, a newsletter row that may have reached its inbox is never sent twice.
import "server-only";
import { db, Prisma } from "../core/db";
import { identifier } from "../core/db/raw";

export type Queue = {
  table: "OutboxMail" | "Delivery";
  /** The condition a row is free to claim on, at `now`. */
  free: (now: Date) => Prisma.Sql;
  /** The columns a claim by `holder` at `now` sets (claimedBy and the lease's date among them). */
  claim: (holder: string, now: Date) => Prisma.Sql;
  /** What giving back a claim sets, and which of the holder's rows it touches. */
  giveBack: { set: Prisma.Sql; where: Prisma.Sql };
};

type Claimed = { id: string; status: string };

/** Which rows a claim takes: these ids, or the first `take` free rows in `order`. */
export type Pick = { ids: string[] } | { take: number; order: Prisma.Sql };

/** Claims the picked rows that are still free for `holder`; answers each claimed row's id and status. */
export async function claimRows(queue: Queue, holder: string, pick: Pick, now = new Date()): Promise<Claimed[]> {
  const table = identifier(queue.table);
  const free = queue.free(now);
  const picked =
    "ids" in pick
      ? Prisma.sql`${Prisma.join(pick.ids)}`
      : Prisma.sql`SELECT "id" FROM ${table} WHERE ${free} ORDER BY ${pick.order} LIMIT ${pick.take}`;
  if ("ids" in pick && pick.ids.length === 0) return [];
  return db.$queryRaw<Claimed[]>`UPDATE ${table} SET ${queue.claim(holder, now)}
    WHERE "id" IN (${picked}) AND ${free} RETURNING "id", "status"`;
}

/** Gives back what `holder` still holds (of the rows `queue.giveBack.where` names). */
export async function giveBack(queue: Queue, holder: string): Promise<void> {
  await db.$executeRaw`UPDATE ${identifier(queue.table)} SET ${queue.giveBack.set}
    WHERE "claimedBy" = ${holder} AND ${queue.giveBack.where}`;
}
