// Mail of the account screens: the sign-up and reset codes (sealed in the outbox payload, so the
// database never holds a usable code), the notice to an address that already has an account,
// the notice that too many wrong codes stopped its codes for a day, and the operator's mails: wrong
// authenticator codes stopped the app's codes for a day, the code before enrolling, enrolment
// done, a recovery code used.
import "server-only";
import { ACCOUNT_EXISTS_MAIL, RESET_CODE_MAIL, SIGNUP_CODE_MAIL } from "../../content/mail/auth";
import { CODE_LOCKED_MAIL } from "../../content/auth";
import { ENROL_CODE_MAIL, ENROLLED_MAIL, RECOVERY_CODE_USED_MAIL, TOTP_LOCKED_MAIL } from "../../content/two-factor";
import { config } from "../../core/config";
import { openText } from "../../core/tokens";
import { addressedMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import {
  MAIL_ACCOUNT_EXISTS,
  MAIL_CODE_LOCKED,
  MAIL_ENROL_CODE,
  MAIL_RECOVERY_CODE_USED,
  MAIL_RESET_CODE,
  MAIL_SIGNUP_CODE,
  MAIL_TOTP_LOCKED,
  MAIL_TWO_FACTOR_ENROLLED,
} from "./kinds";
import { resetLinkUrl } from "./reset-link";

type Renderer = (to: string, payload: Record<string, unknown>) => MailMessage;

const codeOf = (payload: Record<string, unknown>) => openText(String(payload.sealedCode));

export const AUTH_RENDERERS: Record<string, Renderer> = {
  [MAIL_SIGNUP_CODE]: (to, payload) =>
    addressedMail(to, SIGNUP_CODE_MAIL.subject, SIGNUP_CODE_MAIL.paragraphs(codeOf(payload))),
  [MAIL_RESET_CODE]: (to, payload) => {
    const paragraphs = RESET_CODE_MAIL.paragraphs(codeOf(payload));
    // Mails queued before reset links existed carry only the code.
    if (typeof payload.sealedCodeId !== "string") return addressedMail(to, RESET_CODE_MAIL.subject, paragraphs);
    const link = { label: RESET_CODE_MAIL.action, url: resetLinkUrl(openText(payload.sealedCodeId)) };
    return addressedMail(to, RESET_CODE_MAIL.subject, [...paragraphs, RESET_CODE_MAIL.linkIntro], link);
  },
  [MAIL_ACCOUNT_EXISTS]: (to) =>
    addressedMail(to, ACCOUNT_EXISTS_MAIL.subject, ACCOUNT_EXISTS_MAIL.paragraphs, {
      label: ACCOUNT_EXISTS_MAIL.action,
      url: `${config.siteUrl}/login`,
    }),
  [MAIL_CODE_LOCKED]: (to, payload) =>
    payload.purpose === "reset"
      ? addressedMail(to, CODE_LOCKED_MAIL.subject, [...CODE_LOCKED_MAIL.reset], {
          label: "Log in",
          url: `${config.siteUrl}/login`,
        })
      : addressedMail(to, CODE_LOCKED_MAIL.subject, [...CODE_LOCKED_MAIL.signup]),
  [MAIL_TOTP_LOCKED]: (to) => addressedMail(to, TOTP_LOCKED_MAIL.subject, [...TOTP_LOCKED_MAIL.paragraphs]),
  [MAIL_ENROL_CODE]: (to, payload) =>
    addressedMail(to, ENROL_CODE_MAIL.subject, ENROL_CODE_MAIL.paragraphs(codeOf(payload))),
  [MAIL_TWO_FACTOR_ENROLLED]: (to) => addressedMail(to, ENROLLED_MAIL.subject, [...ENROLLED_MAIL.paragraphs]),
  [MAIL_RECOVERY_CODE_USED]: (to, payload) =>
    addressedMail(to, RECOVERY_CODE_USED_MAIL.subject, RECOVERY_CODE_USED_MAIL.paragraphs(Number(payload.left ?? 0))),
};
