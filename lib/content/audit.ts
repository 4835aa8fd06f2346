// The audit trail's actions as the operator area names them (lib/features/audit).

export const AUDIT_ACTION_LABELS = {
  "resume-download": "Resume or file downloaded",
  "csv-export": "List exported as CSV",
  "status-change": "Status changed",
  "note-change": "Note changed",
  "blog-publish": "Blog post published",
  "blog-reject": "Blog post rejected",
  "blog-unpublish": "Blog post taken down",
  "author-bio": "Blog author's bio changed",
  "newsletter-send": "Newsletter sent or scheduled",
  "newsletter-cancel": "Scheduled newsletter cancelled",
  "newsletter-announce": "Blog post announced to subscribers",
  "outbox-retry": "Mail sent again",
  "operator-invite": "Operator invited",
  "operator-invite-cancel": "Invitation cancelled",
  "operator-join": "Invitation accepted",
  "operator-remove": "Operator removed",
  "data-export": "Person's data exported",
  "data-erasure": "Person's data erased",
  "proof-save": "Case study, logo or team member saved",
  "proof-publish": "Case study, logo or team member published",
  "proof-unpublish": "Case study, logo or team member taken down",
  "proof-delete": "Case study, logo or team member deleted",
} as const;

export const AUDIT_COPY = {
  title: "Audit trail",
  intro: "Every operator action that reads or changes personal data, newest first. Rows are kept for the privacy policy's period for security logs.",
  actionLabel: "Action",
  actorLabel: "Operator's e-mail",
  allActions: "All actions",
  columns: ["When", "Operator", "Action", "Record", "Detail"],
  caption: "Audit events, newest first.",
  empty: "No audit events match these filters.",
} as const;
