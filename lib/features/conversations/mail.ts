// The mails of a conversation. The operator's message goes from MAIL_FROM's address under the
// owner's name, with the record's reply address as Reply-To and its own Message-ID (a reply's
// In-Reply-To names it); its Markdown is the blog's and the newsletter's (one parser, one
// sanitiser), plain text and HTML. The owner's notice of a reply names who wrote, never what.
import "server-only";
import { CONVERSATION_MAIL } from "../../content/conversations-mail";
import { senderName } from "../../content/conversations";
import { COMPANY } from "../../content/site";
import { WORK_KINDS, isWorkKind } from "../../content/workspace";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import { markdownBlock } from "../newsletter";
import { recordPathOf } from "../workspace";
import { MAIL_CONVERSATION, MAIL_REPLY_NOTICE } from "./kinds";
import { replyAddress } from "./reply-address";

type Renderer = (to: string, payload: Record<string, unknown>) => Promise<MailMessage>;

export const CONVERSATION_RENDERERS: Record<string, Renderer> = {
  [MAIL_CONVERSATION]: async (to, payload) => {
    const message = await db.message.findUniqueOrThrow({ where: { id: String(payload.messageId) } });
    const body = renderMail([markdownBlock(message.body, () => null), CONVERSATION_MAIL.replyHint]);
    const replyTo = replyAddress(message.id);
    return {
      to,
      subject: message.subject,
      ...body,
      fromName: senderName(message.fromName ?? COMPANY.name, COMPANY.name),
      ...(replyTo ? { replyTo } : {}),
      messageId: message.messageId,
    };
  },
  [MAIL_REPLY_NOTICE]: async (to, payload) => {
    const kind = String(payload.kind);
    const label = isWorkKind(kind) ? WORK_KINDS[kind].label : "record";
    const name = String(payload.name);
    return {
      to,
      subject: CONVERSATION_MAIL.noticeSubject(name),
      ...renderMail(CONVERSATION_MAIL.noticeParagraphs(name, label), {
        label: CONVERSATION_MAIL.noticeAction,
        // Queued only for a reply filed on a record (unmatched mail tells nobody: ./inbound.ts).
        url: `${config.siteUrl}${isWorkKind(kind) ? recordPathOf(kind, String(payload.recordId)) : "/admin"}`,
      }),
    };
  },
};
