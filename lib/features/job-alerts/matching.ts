// When a job opens, the confirmed alerts it matches: each match is written once (alert, job), so
// reopening the job or a second instance never mails it twice. An instant alert's mail is queued
// in the same transaction as its match; a daily alert's waits for the day's digest (./digest.ts).
import "server-only";
import { randomUUID } from "node:crypto";
import { Prisma } from "../../generated/prisma/client";
import { insertRows } from "../../core/db/raw";
import { outboxInsert } from "../../core/mail/outbox";
import type { Job } from "../../generated/prisma/client";
import { inCity } from "../../validation/job-alerts";
import { MAIL_JOB_ALERT } from "./kinds";

type AlertFilters = { q: string; area: string; location: string; type: string };

const folded = (text: string) => text.toLocaleLowerCase("en-IN");

/** True when `job` passes every filter the alert sets (an empty one passes all): as /careers/jobs filters, but a
 * location by its city. */
export function matchesJob(
  alert: AlertFilters,
  job: Pick<Job, "title" | "description" | "area" | "location" | "employmentType">,
): boolean {
  if (alert.area && alert.area !== job.area) return false;
  if (!inCity(alert.location, job.location)) return false;
  if (alert.type && alert.type !== job.employmentType) return false;
  return !alert.q || folded(`${job.title}\n${job.description}`).includes(folded(alert.q));
}

/** Writes the matches of `job` and queues the instant alerts' mails, inside the caller's transaction. */
export async function queueJobMatches(tx: Prisma.TransactionClient, job: Job, now: Date): Promise<number> {
  // The city is compared in matchesJob: folding case is not the same in SQLite's SQL and PostgreSQL's.
  const candidates = await tx.jobAlert.findMany({
    where: {
      status: "confirmed",
      area: { in: ["", job.area] },
      type: { in: ["", job.employmentType] },
    },
    select: { id: true, email: true, cadence: true, q: true, area: true, location: true, type: true },
  });
  const matched = candidates.filter((alert) => matchesJob(alert, job));
  if (matched.length === 0) return 0;
  const rows = matched.map((alert) => ({
    id: randomUUID(),
    alertId: alert.id,
    jobId: job.id,
    createdAt: now,
    mailedAt: alert.cadence === "instant" ? now : null,
  }));
  const fresh = new Set(
    (
      await tx.$queryRaw<Array<{ alertId: string }>>(
        Prisma.sql`${insertRows("JobAlertMatch", rows)} ON CONFLICT ("alertId", "jobId") DO NOTHING RETURNING "alertId"`,
      )
    ).map((row) => row.alertId),
  );
  const instant = matched.filter((alert) => alert.cadence === "instant" && fresh.has(alert.id));
  if (instant.length > 0) {
    await tx.$executeRaw(
      outboxInsert(
        instant.map((alert) => ({
          kind: MAIL_JOB_ALERT,
          to: alert.email,
          payload: { alertId: alert.id, jobId: job.id },
        })),
        now,
      ),
    );
  }
  return fresh.size;
}
