// The job-alert mails: the confirmation link, one new job (instant) and the day's jobs (digest).
// Every alert mail links to the alert's manage page and offers one-click unsubscribe (RFC 8058).
// The confirmation describes the alert from the site's own lists only: it may reach a stranger.
// A mail whose alert was deleted or paused before it went out is not sent (the outbox records why).
import "server-only";
import { JOB_ALERT_MAILS, JOB_ALERT_TEXT } from "../../content/job-alerts";
import { jobPath } from "../../content/jobs";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import { describeAlert, describeAlertFromLists } from "../../validation/job-alerts";
import { openJobLocations } from "../jobs";
import { MAIL_JOB_ALERT, MAIL_JOB_ALERT_CONFIRM, MAIL_JOB_ALERT_DIGEST } from "./kinds";
import { alertUnsubscribeHeaders, confirmUrl, manageUrl } from "./tokens";

async function alertOf(payload: Record<string, unknown>, live: boolean) {
  const alert = await db.jobAlert.findUnique({ where: { id: String(payload.alertId) } });
  if (!alert) throw new Error("The job alert was deleted before its mail went out.");
  if (live && alert.status !== "confirmed") throw new Error("The job alert was paused before its mail went out.");
  return { alert, described: describeAlert(alert, JOB_ALERT_TEXT.anyJob) };
}

const jobLine = (job: { title: string; location: string; slug: string }) =>
  `${job.title}, ${job.location}: ${config.siteUrl}${jobPath(job.slug)}`;

export const JOB_ALERT_RENDERERS = {
  [MAIL_JOB_ALERT_CONFIRM]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const { alert } = await alertOf(payload, false);
    const described = describeAlertFromLists(alert, await openJobLocations(), {
      any: JOB_ALERT_TEXT.anyJob,
      search: JOB_ALERT_TEXT.searchWords,
    });
    const mail = JOB_ALERT_MAILS.confirm;
    return {
      to,
      subject: mail.subject,
      ...renderMail(mail.paragraphs(described), { label: mail.action, url: confirmUrl(alert.id) }),
    };
  },
  [MAIL_JOB_ALERT]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const { alert, described } = await alertOf(payload, true);
    const job = await db.job.findUniqueOrThrow({ where: { id: String(payload.jobId) } });
    return {
      to,
      subject: JOB_ALERT_MAILS.instant.subject(job.title),
      headers: alertUnsubscribeHeaders(alert.id),
      ...renderMail([JOB_ALERT_MAILS.instant.intro(described), jobLine(job)], {
        label: JOB_ALERT_MAILS.manage,
        url: manageUrl(alert.id),
      }),
    };
  },
  [MAIL_JOB_ALERT_DIGEST]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const { alert, described } = await alertOf(payload, true);
    const ids = Array.isArray(payload.jobIds) ? payload.jobIds.map(String) : [];
    const jobs = await db.job.findMany({ where: { id: { in: ids } }, orderBy: { opensAt: "asc" } });
    return {
      to,
      subject: JOB_ALERT_MAILS.digest.subject(jobs.length),
      headers: alertUnsubscribeHeaders(alert.id),
      ...renderMail([JOB_ALERT_MAILS.digest.intro(described), jobs.map(jobLine).join("\n")], {
        label: JOB_ALERT_MAILS.manage,
        url: manageUrl(alert.id),
      }),
    };
  },
};
