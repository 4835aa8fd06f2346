// The workspace's mails: the one an operator gets when a colleague's note mentions them. The
// payload holds ids and a name only; the renderer reads the record's name and link when it sends.
import "server-only";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import { WORK_KINDS, isWorkKind } from "../../content/workspace";
import { MENTION_MAIL, workRecordPath } from "../../content/workspace-record";

export const MAIL_MENTION = "workspace-mention";

export const WORKSPACE_RENDERERS = {
  [MAIL_MENTION]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const item = await db.workItem.findUnique({
      where: { id: String(payload.itemId) },
      select: { kind: true, recordId: true, name: true },
    });
    const author = String(payload.author ?? "");
    const kind = item && isWorkKind(item.kind) ? item.kind : null;
    const label = kind ? WORK_KINDS[kind].label : "Record";
    const url = item && kind ? `${config.siteUrl}${workRecordPath(kind, item.recordId)}` : `${config.siteUrl}/admin`;
    return {
      to,
      subject: MENTION_MAIL.subject(author),
      ...renderMail(MENTION_MAIL.paragraphs(author, label, item?.name ?? ""), { label: MENTION_MAIL.open, url }),
    };
  },
};
