// The outbox kind of the operator invitation, shared by the code that queues it and ./mail.ts.
export const MAIL_OPERATOR_INVITE = "operator-invite";
