// The audit trail's actions as the operator area names them (lib/features/audit).

export const AUDIT_ACTION_LABELS = {
  "resume-download": "Resume or file downloaded",
  "csv-export": "List exported as CSV",
  "status-change": "Status changed",
  "note-change": "Note changed",
  "stage-move": "Moved to another stage",
  "owner-change": "Owner changed",
  "note-add": "Note added",
  "workspace-settings": "Stages, close reasons or assignment rules changed",
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
  "settings-save": "Company details or About page figures saved",
  "proof-save": "Case study, logo or team member saved",
  "proof-publish": "Case study, logo or team member published",
  "proof-unpublish": "Case study, logo or team member taken down",
  "proof-delete": "Case study, logo or team member deleted",
  "booking-cancel": "Booked call cancelled",
  "booking-move": "Booked call moved",
  "working-hours-save": "Working hours or holidays changed",
  "reply-attachment-download": "Reply's attachment downloaded",
  "unmatched-mail-file": "Unmatched mail filed on a record",
  "unmatched-mail-delete": "Unmatched mail deleted",
  "template-change": "Message template added, changed, reordered or deleted",
} as const;

/** An action as the operator area names it (the trail keeps actions no longer offered as they were). */
export const auditActionLabel = (action: string): string =>
  AUDIT_ACTION_LABELS[action as keyof typeof AUDIT_ACTION_LABELS] ?? action;

export const AUDIT_COPY = {
  title: "Audit trail",
  intro:
    "Every operator action that reads or changes personal data, newest first. Rows are kept for the privacy " +
    "policy's period for security logs.",
  actionLabel: "Action",
  actorLabel: "Operator's e-mail",
  allActions: "All actions",
  columns: ["When", "Operator", "Action", "Record", "Detail"],
  caption: "Audit events, newest first.",
  empty: "No audit events match these filters.",
  exportLink: "Export these events as CSV",
  csvColumns: ["When (UTC)", "Operator", "Action", "Record kind", "Record id", "Record", "Record page", "Detail"],
  /** The operator page of records that are not an admin list's or a proof entry's
   * (lib/features/admin/audit-records.ts). */
  kindPages: {
    "blog-authors": "/admin/blog-authors",
    campaign: "/Newsletter",
    "operator-invite": "/admin/operators",
    user: "/admin/operators",
    audit: "/admin/audit",
    workspace: "/admin/workspace",
    "unmatched-mail": "/admin/unmatched-mail",
  },
  personTitle: "A person's data (named by a keyed hash, never the address)",
  listTitle: (list: string) => `${list} (the whole list)`,
  inviteTitle: (email: string) => `Invitation for ${email}`,
  goneTitle: (kind: string, id: string) => `Deleted ${kind} ${id}`,
} as const;
