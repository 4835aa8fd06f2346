// The account page's mail: the code that confirms deleting the account (sealed in the outbox
// payload like the account screens' codes, so the database never holds a usable code).
import "server-only";
import { DELETE_CODE_MAIL } from "../../content/mail/account";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import { openText } from "../../core/tokens";
import { MAIL_DELETE_CODE } from "./kinds";

export const ACCOUNT_RENDERERS = {
  [MAIL_DELETE_CODE]: (to: string, payload: Record<string, unknown>): MailMessage => ({
    to,
    subject: DELETE_CODE_MAIL.subject,
    ...renderMail(DELETE_CODE_MAIL.paragraphs(openText(String(payload.sealedCode)))),
  }),
};
