// What each kind of outbox mail says. Payloads hold ids and names only; links are signed here.
import "server-only";
import { config } from "../core/config";
import { db } from "../core/db";
import { createToken } from "../core/tokens";
import { AUTH_RENDERERS } from "../features/auth/mail";
import { BLOG_RENDERERS } from "../features/blog/mail";
import { renderMail } from "../core/mail/layout";
import { NEWSLETTER_RENDERERS } from "../features/newsletter/test-mail";
import { SUBMISSION_RENDERERS } from "../features/submissions/mail";
import type { MailMessage } from "../core/mail/transport";
import { unsubscribeHeaders, unsubscribeUrl } from "../features/subscriptions/unsubscribe";

export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export { unsubscribeHeaders, unsubscribeUrl };

type Renderer = (to: string, payload: Record<string, unknown>) => MailMessage | Promise<MailMessage>;

const renderers: Record<string, Renderer> = {
  ...SUBMISSION_RENDERERS,
  ...AUTH_RENDERERS,
  ...BLOG_RENDERERS,
  ...NEWSLETTER_RENDERERS,
  "subscribe-confirm": (to) => {
    const url = `${config.siteUrl}/subscription/confirm?token=${createToken("confirm", to, CONFIRM_TTL_MS)}`;
    return {
      to,
      subject: "Please confirm your newsletter subscription",
      ...renderMail(
        [
          "Thanks for subscribing to our newsletter.",
          "Please confirm that this address is yours by following the link below. The link works for 7 days; if you did not ask for this, ignore this mail and nothing will be sent.",
        ],
        { label: "Confirm my subscription", url },
      ),
    };
  },
  "subscribe-welcome": (to) => ({
    to,
    subject: "You are subscribed to our newsletter",
    headers: unsubscribeHeaders(to),
    ...renderMail(
      [
        "Your subscription is confirmed. You will hear from us about IT consulting, recruitment, digital marketing and business consulting.",
        "You can unsubscribe at any time with the link below.",
      ],
      { label: "Unsubscribe", url: unsubscribeUrl(to) },
    ),
  }),
  "contact-notify": async (to, payload) => {
    const message = await db.contactMessage.findUniqueOrThrow({ where: { id: String(payload.id) } });
    return {
      to,
      subject: `New contact message from ${message.name}`,
      headers: { "Reply-To": message.email },
      ...renderMail([
        `${message.name} <${message.email}>, phone ${message.phone}, wrote through the contact form:`,
        message.message,
      ]),
    };
  },
};

export async function renderOutboxMail(kind: string, to: string, payload: Record<string, unknown>): Promise<MailMessage> {
  const renderer = renderers[kind];
  if (!renderer) throw new Error(`No mail template for kind "${kind}"`);
  return renderer(to, payload);
}
