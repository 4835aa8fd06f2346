// The conversations feature's outbox mail kinds (./mail.ts renders them).
/** A message an operator wrote from a record, to the person behind it. */
export const MAIL_CONVERSATION = "conversation";
/** The owner's notice of a reply: who wrote and a link, never the reply itself. */
export const MAIL_REPLY_NOTICE = "conversation-reply";
