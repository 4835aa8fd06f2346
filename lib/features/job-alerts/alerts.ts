// Creating, confirming and managing job alerts. A new alert is pending until its mailed link is
// confirmed; a mailbox (an address under any `+tag`) has at most MAX_ALERTS_PER_EMAIL. The answer
// to a sign-up is the same whatever the address's alerts (lib/content/job-alerts.ts says it).
import "server-only";
import { MAX_ALERTS_PER_EMAIL } from "../../content/job-alerts";
import { db } from "../../core/db";
import { lockUntilCommit } from "../../core/db/dialect";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import type { JobAlert, Prisma } from "../../generated/prisma/client";
import { addressCapKey } from "../../validation/email";
import type { AlertFilters } from "../../validation/job-alerts";
import { MAIL_JOB_ALERT_CONFIRM } from "./kinds";
import { alertIdOfConfirm, alertIdOfManage } from "./tokens";

export type { JobAlert };

/** How many alerts the mailbox of `capKey` has, under any `+tag` of its address. */
async function alertsOfMailbox(tx: Prisma.TransactionClient, capKey: string): Promise<number> {
  const at = capKey.lastIndexOf("@");
  const tagged = { startsWith: `${capKey.slice(0, at)}+`, endsWith: capKey.slice(at) };
  const rows = await tx.jobAlert.findMany({
    where: { OR: [{ email: capKey }, { email: tagged }] },
    select: { email: true },
  });
  return rows.filter((row) => addressCapKey(row.email) === capKey).length;
}

/** Stores a pending alert and queues its confirmation, unless the address has its 5 already. */
export async function createAlert({ email, ...filters }: AlertFilters & { email: string }, ip: string): Promise<void> {
  const created = await db.$transaction(async (tx) => {
    // Sign-ups of one address take turns, so several at once (on several instances) keep the cap.
    // The cap is the mailbox's: `ann+1@x.com` and `ann+2@x.com` share ann@x.com's alerts.
    const capKey = addressCapKey(email);
    await lockUntilCommit(tx, `job-alerts:${capKey}`);
    if ((await alertsOfMailbox(tx, capKey)) >= MAX_ALERTS_PER_EMAIL) return false;
    const alert = await tx.jobAlert.create({ data: { email, ...filters, consentIp: ip } });
    await enqueueMail(tx, MAIL_JOB_ALERT_CONFIRM, email, { alertId: alert.id });
    return true;
  });
  if (created) kickOutbox();
}

/** Confirms the alert the link names; null for a link that is not (or no longer) valid. */
export async function confirmAlert(token: string, now = new Date()): Promise<JobAlert | null> {
  const id = alertIdOfConfirm(token);
  if (!id) return null;
  await db.jobAlert.updateMany({ where: { id, status: "pending" }, data: { status: "confirmed", confirmedAt: now } });
  return db.jobAlert.findUnique({ where: { id } });
}

/** The alert a manage link names, if it still exists (a pending one is not managed yet). */
export async function alertOfManageToken(token: string): Promise<JobAlert | null> {
  const id = alertIdOfManage(token);
  const alert = id ? await db.jobAlert.findUnique({ where: { id } }) : null;
  return alert && alert.status !== "pending" ? alert : null;
}

export type AlertChange = { action: "save"; filters: AlertFilters } | { action: "pause" | "resume" | "delete" };

/** Applies a change from the manage page (or the one-click unsubscribe: delete); false when the link names no alert. */
export async function changeAlert(token: string, change: AlertChange): Promise<boolean> {
  const alert = await alertOfManageToken(token);
  if (!alert) return false;
  if (change.action === "delete") await db.jobAlert.deleteMany({ where: { id: alert.id } });
  else if (change.action === "save") await db.jobAlert.update({ where: { id: alert.id }, data: change.filters });
  else
    await db.jobAlert.update({
      where: { id: alert.id },
      data: { status: change.action === "pause" ? "paused" : "confirmed" },
    });
  return true;
}
