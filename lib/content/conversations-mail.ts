// What the mails of a conversation say that is not the operator's own text.
export const CONVERSATION_MAIL = {
  /** The operator's message has no house footer of its own: this line closes it. */
  replyHint: "You can answer this e-mail directly; your reply reaches us.",
  noticeSubject: (name: string) => `New reply from ${name}`,
  noticeParagraphs: (name: string, label: string) => [
    `${name} replied to the team's message on their ${label.toLowerCase()}.`,
    "Open the record to read it.",
  ],
  noticeAction: "Open the record",
};

export const WRITE_ERRORS = {
  noAddress: "This record has no e-mail address left to write to.",
  noRecord: "This record no longer exists.",
};
