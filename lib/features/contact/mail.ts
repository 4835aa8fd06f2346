// The operator's notice of a contact message, and the visitor's acknowledgement. The visitor's values are escaped by
// renderMail and
// the Reply-To header is checked for line breaks by the transport.
import "server-only";
import { ADMIN_LIST_KEYS, adminRecordPath, OPEN_RECORD } from "../../content/admin-records";
import { config } from "../../core/config";
import { db } from "../../core/db";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import { CONTACT_RECEIVED_MAIL } from "../../content/mail/contact";
import { MAIL_CONTACT_NOTIFY, MAIL_CONTACT_RECEIVED } from "./kinds";

export const CONTACT_RENDERERS = {
  [MAIL_CONTACT_NOTIFY]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const message = await db.contactMessage.findUniqueOrThrow({ where: { id: String(payload.id) } });
    return {
      to,
      subject: `New contact message from ${message.name}`,
      headers: { "Reply-To": message.email },
      ...renderMail(
        [
          `${message.name} <${message.email}>, phone ${message.phone}, wrote through the contact form:`,
          message.message,
        ],
        { label: OPEN_RECORD, url: `${config.siteUrl}${adminRecordPath(ADMIN_LIST_KEYS.contact, message.id)}` },
      ),
    };
  },
  [MAIL_CONTACT_RECEIVED]: (to: string, payload: Record<string, unknown>): MailMessage => ({
    to,
    subject: CONTACT_RECEIVED_MAIL.subject,
    ...renderMail(CONTACT_RECEIVED_MAIL.paragraphs(String(payload.name))),
  }),
};
