// The outbox kinds of the contact form's notice and acknowledgement, shared by ./contact.ts and ./mail.ts.
export const MAIL_CONTACT_NOTIFY = "contact-notify";
export const MAIL_CONTACT_RECEIVED = "contact-received";
