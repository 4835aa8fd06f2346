// The mail an applicant gets when the operator moves their record to a new status and ticks
// "tell the applicant": queued here, rendered by ./mail.ts with the status in plain words.
import "server-only";
import { APPLICATION_KIND_TITLES, statusWords, type ApplicationKind } from "../../content/account";
import { STAGE_MAIL } from "../../content/mail/account";
import { db } from "../../core/db";
import { renderMail } from "../../core/mail/layout";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import type { MailMessage } from "../../core/mail/transport";
import { formatDateTime } from "./dates";

export const MAIL_STAGE_CHANGED = "application-stage";

/** `jobId`: the opening a career application named, so the mail can say which. */
type StageChange = {
  kind: ApplicationKind;
  to: string;
  name: string;
  sentAt: Date;
  status: string;
  jobId?: string | null;
};

export async function queueStageMail({ kind, to, name, sentAt, status, jobId = null }: StageChange): Promise<void> {
  // An anonymised career application (its applicant deleted the account) has no address left.
  if (!to) return;
  await enqueueMail(db, MAIL_STAGE_CHANGED, to, { kind, name, sentAt: sentAt.toISOString(), status, jobId });
  kickOutbox();
}

export const ADMIN_RENDERERS = {
  [MAIL_STAGE_CHANGED]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const title = (
      APPLICATION_KIND_TITLES[payload.kind as ApplicationKind] ?? APPLICATION_KIND_TITLES.career
    ).toLowerCase();
    const job =
      typeof payload.jobId === "string"
        ? ((await db.job.findUnique({ where: { id: payload.jobId }, select: { title: true } }))?.title ?? null)
        : null;
    return {
      to,
      subject: STAGE_MAIL.subject(title, job),
      ...renderMail(
        STAGE_MAIL.paragraphs(
          String(payload.name),
          title,
          formatDateTime(String(payload.sentAt)),
          statusWords(String(payload.status)),
          job,
        ),
      ),
    };
  },
};
