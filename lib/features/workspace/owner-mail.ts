// The mails a record's new owner gets: one when an operator hands them a record, one when a
// departing operator's records are handed over (however many). Queued in the change's own
// transaction, so a change made once mails once.
import "server-only";
import { callPath } from "../../content/booking-calls";
import { WORK_KINDS, type WorkKind } from "../../content/workspace";
import { OWNER_MAIL } from "../../content/workspace-settings";
import { config } from "../../core/config";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";

export const MAIL_OWNER_ASSIGNED = "work-owner";
export const MAIL_OWNER_HANDOVER = "work-handover";

/** A record's page in the operator area: its list's, or a booked call's own. */
export const recordPath = (kind: WorkKind, recordId: string) => {
  const list = WORK_KINDS[kind].list;
  return list ? `/admin/${list}/${encodeURIComponent(recordId)}` : callPath(recordId);
};

const labelOf = (kind: unknown) =>
  typeof kind === "string" && Object.hasOwn(WORK_KINDS, kind) ? WORK_KINDS[kind as WorkKind].label : "Record";

export const OWNER_RENDERERS: Record<string, (to: string, payload: Record<string, unknown>) => MailMessage> = {
  [MAIL_OWNER_ASSIGNED]: (to, payload) => {
    const label = labelOf(payload.kind);
    return {
      to,
      subject: OWNER_MAIL.subject(label),
      ...renderMail(OWNER_MAIL.paragraphs(label, String(payload.name), String(payload.by)), {
        label: OWNER_MAIL.action,
        url: `${config.siteUrl}${recordPath(payload.kind as WorkKind, String(payload.recordId))}`,
      }),
    };
  },
  [MAIL_OWNER_HANDOVER]: (to, payload) => ({
    to,
    subject: OWNER_MAIL.handoverSubject(Number(payload.count)),
    ...renderMail(OWNER_MAIL.handover(Number(payload.count), String(payload.by)), {
      label: OWNER_MAIL.listAction,
      url: `${config.siteUrl}/admin`,
    }),
  }),
};
