// The outbox kinds of the subscription mails, shared by the code that queues them and ./mail.ts.
export const MAIL_SUBSCRIBE_CONFIRM = "subscribe-confirm";
export const MAIL_SUBSCRIBE_WELCOME = "subscribe-welcome";
