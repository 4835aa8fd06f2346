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

type StageChange = { kind: ApplicationKind; to: string; name: string; sentAt: Date; status: string };

export async function queueStageMail({ kind, to, name, sentAt, status }: StageChange): Promise<void> {
  // An anonymised career application (its applicant deleted the account) has no address left.
  if (!to) return;
  await enqueueMail(db, MAIL_STAGE_CHANGED, to, { kind, name, sentAt: sentAt.toISOString(), status });
  kickOutbox();
}

export const ADMIN_RENDERERS = {
  [MAIL_STAGE_CHANGED]: (to: string, payload: Record<string, unknown>): MailMessage => {
    const title = (APPLICATION_KIND_TITLES[payload.kind as ApplicationKind] ?? APPLICATION_KIND_TITLES.career).toLowerCase();
    return {
      to,
      subject: STAGE_MAIL.subject(title),
      ...renderMail(STAGE_MAIL.paragraphs(String(payload.name), title, formatDateTime(String(payload.sentAt)), statusWords(String(payload.status)))),
    };
  },
};
