// Mail of the account screens: the sign-up and reset codes (sealed in the outbox payload, so the
// database never holds a usable code), the notice to an address that already has an account,
// the notice that too many wrong codes stopped its codes for a day, and the operator's notice that
// wrong authenticator codes stopped the app's codes for a day.
import "server-only";
import { ACCOUNT_EXISTS_MAIL, RESET_CODE_MAIL, SIGNUP_CODE_MAIL } from "../../content/mail/auth";
import { CODE_LOCKED_MAIL } from "../../content/auth";
import { TOTP_LOCKED_MAIL } from "../../content/two-factor";
import { config } from "../../core/config";
import { openText } from "../../core/tokens";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import { MAIL_ACCOUNT_EXISTS, MAIL_CODE_LOCKED, MAIL_RESET_CODE, MAIL_SIGNUP_CODE, MAIL_TOTP_LOCKED } from "./kinds";

type Renderer = (to: string, payload: Record<string, unknown>) => MailMessage;

const codeOf = (payload: Record<string, unknown>) => openText(String(payload.sealedCode));

export const AUTH_RENDERERS: Record<string, Renderer> = {
  [MAIL_SIGNUP_CODE]: (to, payload) => ({
    to,
    subject: SIGNUP_CODE_MAIL.subject,
    ...renderMail(SIGNUP_CODE_MAIL.paragraphs(codeOf(payload))),
  }),
  [MAIL_RESET_CODE]: (to, payload) => ({
    to,
    subject: RESET_CODE_MAIL.subject,
    ...renderMail(RESET_CODE_MAIL.paragraphs(codeOf(payload))),
  }),
  [MAIL_ACCOUNT_EXISTS]: (to) => ({
    to,
    subject: ACCOUNT_EXISTS_MAIL.subject,
    ...renderMail(ACCOUNT_EXISTS_MAIL.paragraphs, { label: ACCOUNT_EXISTS_MAIL.action, url: `${config.siteUrl}/login` }),
  }),
  [MAIL_CODE_LOCKED]: (to, payload) => ({
    to,
    subject: CODE_LOCKED_MAIL.subject,
    ...(payload.purpose === "reset"
      ? renderMail([...CODE_LOCKED_MAIL.reset], { label: "Log in", url: `${config.siteUrl}/login` })
      : renderMail([...CODE_LOCKED_MAIL.signup])),
  }),
  [MAIL_TOTP_LOCKED]: (to) => ({ to, subject: TOTP_LOCKED_MAIL.subject, ...renderMail([...TOTP_LOCKED_MAIL.paragraphs]) }),
};
