// Mail that reached the site but matched no conversation (lib/features/conversations): kept for
// RETENTION_PERIODS.unmatchedMailDays so an operator can file it on a record by hand, then
// deleted with its stored raw copy and attachments (files first, so a crash leaves a row to retry).
// Filed messages stay with their record and go with it (the work item's cascade; their files are
// then swept as orphans, ./orphan-files.ts).
import type { PrismaClient } from "../../generated/prisma/client";
import type { FileStore } from "../../core/storage/file-store";
import { RETENTION_PERIODS } from "../../content/retention-periods";

export const UNMATCHED_MAIL_DAYS = RETENTION_PERIODS.unmatchedMailDays;

export const unmatchedMailBefore = (now: Date) => new Date(now.getTime() - UNMATCHED_MAIL_DAYS * 24 * 60 * 60 * 1000);

export type UnmatchedRemoval = { unmatchedMail: number; unmatchedMailFiles: number };

/** Removes unmatched inbound messages received before the period, with their files. */
export async function removeUnmatchedMail(db: PrismaClient, store: FileStore, now: Date): Promise<UnmatchedRemoval> {
  const stale = await db.message.findMany({
    where: { direction: "in", status: "unmatched", itemId: null, createdAt: { lt: unmatchedMailBefore(now) } },
    select: { id: true, rawKey: true, attachments: { select: { key: true } } },
  });
  let files = 0;
  for (const message of stale) {
    const keys = [message.rawKey, ...message.attachments.map((attachment) => attachment.key)];
    for (const key of keys.filter((value): value is string => Boolean(value))) {
      await store.delete(key);
      files += 1;
    }
  }
  // Only rows still unmatched: one an operator filed while this ran keeps its row.
  const removed = await db.message.deleteMany({
    where: { id: { in: stale.map((message) => message.id) }, status: "unmatched", itemId: null },
  });
  return { unmatchedMail: removed.count, unmatchedMailFiles: files };
}
