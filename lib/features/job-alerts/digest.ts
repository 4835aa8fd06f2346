// The daily digest: every daily alert with jobs matched since its last digest gets one mail
// listing them. Each alert's matches are claimed (mailedAt set where it is still null) in the
// transaction that queues its mail, so two runs, or two instances, never send a job twice.
import "server-only";
import { db } from "../../core/db";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { MAIL_JOB_ALERT_DIGEST } from "./kinds";

// At most one digest a day per alert, whatever UPKEEP_INTERVAL is; an hour of slack so a run
// at the same time each day is never a little short of a day.
const DIGEST_GAP_MS = 23 * 60 * 60 * 1000;

/** Queues the digests due at `now`; returns how many were queued. */
export async function queueDailyDigests(now = new Date()): Promise<number> {
  const lastBefore = new Date(now.getTime() - DIGEST_GAP_MS);
  const waiting = await db.jobAlertMatch.findMany({
    where: {
      mailedAt: null,
      alert: {
        status: "confirmed",
        cadence: "daily",
        OR: [{ lastDigestAt: null }, { lastDigestAt: { lte: lastBefore } }],
      },
    },
    select: { id: true, jobId: true, alertId: true, alert: { select: { email: true } } },
    orderBy: { createdAt: "asc" },
  });
  const byAlert = new Map<string, { email: string; ids: string[]; jobIds: string[] }>();
  for (const match of waiting) {
    const entry = byAlert.get(match.alertId) ?? { email: match.alert.email, ids: [], jobIds: [] };
    entry.ids.push(match.id);
    entry.jobIds.push(match.jobId);
    byAlert.set(match.alertId, entry);
  }
  let queued = 0;
  for (const [alertId, { email, ids, jobIds }] of byAlert) {
    const sent = await db
      .$transaction(async (tx) => {
        const { count } = await tx.jobAlertMatch.updateMany({
          where: { id: { in: ids }, mailedAt: null },
          data: { mailedAt: now },
        });
        // Another run took them meanwhile: its digest lists them.
        if (count !== ids.length) throw new ClaimLost();
        await enqueueMail(tx, MAIL_JOB_ALERT_DIGEST, email, { alertId, jobIds });
        await tx.jobAlert.update({ where: { id: alertId }, data: { lastDigestAt: now } });
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof ClaimLost) return false;
        throw error;
      });
    if (sent) queued += 1;
  }
  if (queued > 0) kickOutbox();
  return queued;
}

class ClaimLost extends Error {}
