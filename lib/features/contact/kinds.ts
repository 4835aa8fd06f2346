// The outbox kind of the contact form's notice, shared by ./contact.ts and ./mail.ts.
export const MAIL_CONTACT_NOTIFY = "contact-notify";
