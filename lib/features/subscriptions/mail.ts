// The subscription mails: the confirmation link (signed here, so the payload holds nothing) and
// the welcome with its unsubscribe and preferences links.
import "server-only";
import {
  PREFERENCES_LINK_LABEL,
  SUBSCRIBE_CONFIRM_MAIL,
  SUBSCRIBE_WELCOME_MAIL,
} from "../../content/mail/subscriptions";
import { config } from "../../core/config";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import { createToken } from "../../core/tokens";
import { MAIL_SUBSCRIBE_CONFIRM, MAIL_SUBSCRIBE_WELCOME } from "./kinds";
import { preferencesUrl } from "./preferences";
import { unsubscribeHeaders, unsubscribeUrl } from "./unsubscribe";

/** How long the confirmation link works (its mail says 7 days). */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const SUBSCRIPTION_RENDERERS = {
  [MAIL_SUBSCRIBE_CONFIRM]: (to: string): MailMessage => {
    const url = `${config.siteUrl}/subscription/confirm?token=${createToken("confirm", to, CONFIRM_TTL_MS)}`;
    return {
      to,
      subject: SUBSCRIBE_CONFIRM_MAIL.subject,
      ...renderMail(SUBSCRIBE_CONFIRM_MAIL.paragraphs, { label: SUBSCRIBE_CONFIRM_MAIL.action, url }),
    };
  },
  [MAIL_SUBSCRIBE_WELCOME]: (to: string): MailMessage => ({
    to,
    subject: SUBSCRIBE_WELCOME_MAIL.subject,
    headers: unsubscribeHeaders(to),
    ...renderMail(
      SUBSCRIBE_WELCOME_MAIL.paragraphs,
      { label: SUBSCRIBE_WELCOME_MAIL.action, url: unsubscribeUrl(to) },
      undefined,
      [{ label: PREFERENCES_LINK_LABEL, url: preferencesUrl(to) }],
    ),
  }),
};
