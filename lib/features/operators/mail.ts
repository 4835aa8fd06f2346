// The invitation mail: the link carries a signed token naming the invitation (lib/core/tokens.ts).
import "server-only";
import { INVITE_MAIL } from "../../content/operators";
import { config } from "../../core/config";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import { createToken } from "../../core/tokens";
import { MAIL_OPERATOR_INVITE } from "./kinds";

export const INVITE_TTL_DAYS = 7;
export const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 60 * 60 * 1000;
export const INVITE_TOKEN = "operator-invite";

export const inviteUrl = (inviteId: string) =>
  `${config.siteUrl}/operator-invite?token=${encodeURIComponent(createToken(INVITE_TOKEN, inviteId, INVITE_TTL_MS))}`;

export const OPERATOR_RENDERERS: Record<string, (to: string, payload: Record<string, unknown>) => MailMessage> = {
  [MAIL_OPERATOR_INVITE]: (to, payload) => ({
    to,
    subject: INVITE_MAIL.subject,
    ...renderMail(INVITE_MAIL.paragraphs(String(payload.invitedBy), INVITE_TTL_DAYS), {
      label: INVITE_MAIL.action,
      url: inviteUrl(String(payload.inviteId)),
    }),
  }),
};
