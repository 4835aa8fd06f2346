// The outbox kinds of a submission's mails, shared by ./save.ts and ./mail.ts.
export const MAIL_RECEIVED = "submission-received";
export const MAIL_NOTIFY = "submission-notify";
