// The outbox kind of the account page's mail, shared by ./settings.ts and ./mail.ts.
export const MAIL_DELETE_CODE = "account-delete-code";
