// The record's workspace in the operator area (components/admin/work-*.tsx): its stage, owner,
// notes and timeline, the bulk actions of a list, and the mail a mention sends.
import { adminRecordPath } from "./admin-records";
import { callPath } from "./booking-calls";
import { WORK_KINDS, type WorkKind } from "./workspace";

/** A record's page in the operator area: its list's page, or a booked call's own page. */
export function workRecordPath(kind: WorkKind, recordId: string): string {
  const list = WORK_KINDS[kind].list;
  return list ? adminRecordPath(list, recordId) : callPath(recordId);
}

/** The work kind of an admin list, for the lists whose records have a work item. */
export const workKindOfList = (listKey: string): WorkKind | null =>
  (Object.entries(WORK_KINDS).find(([, kind]) => kind.list === listKey)?.[0] as WorkKind | undefined) ?? null;

export const NOTE_BODY_MAX = 5000;
export const BULK_MAX = 100;

/** The owner filter's and select's words for "no one" and "the operator looking". */
export const OWNER_FILTER = { mine: "mine", unassigned: "unassigned" } as const;

export const WORK_TEXT = {
  stageTitle: "Stage",
  stageLabel: "Stage",
  reasonLabel: "Reason, when rejected or lost",
  reasonNone: "No reason (not closing)",
  reasonHint: "Needed when the record is moved to Rejected or Lost.",
  notifyLabel: "Tell the applicant about the new status by e-mail",
  notifyHint: "They get a short mail with the new status in plain words; notes are never sent.",
  moveButton: "Move",
  ownerLabel: "Owner",
  unassigned: "Unassigned",
  ownerButton: "Save owner",
  notesTitle: "Notes",
  noteLabel: "New note",
  noteHint: "Markdown. Only operators read notes. Write @name to mention an operator: they get one mail with a link.",
  noteButton: "Add note",
  noNotes: "No notes yet.",
  earlierNote: "Earlier private note",
  timelineTitle: "History",
  stageFilter: "Stage",
  ownerFilter: "Owner",
  allStages: "All stages",
  anyOwner: "Anyone",
  mine: "Mine",
  bulkTitle: "Selected records",
  bulkSelect: (name: string) => `Select ${name}`,
  bulkColumn: "Select",
  bulkAction: "Do with the selected records",
  bulkMove: "Move to the stage",
  bulkAssign: "Give to the owner",
  bulkButton: "Apply to selected",
  bulkHint: "Tick records in the table or cards on the board, then choose. Moving to Rejected or Lost needs a reason.",
  notices: {
    stage: "Stage saved.",
    owner: "Owner saved.",
    note: "Note added.",
    bulk: (count: number) => `${count} ${count === 1 ? "record" : "records"} changed.`,
  },
  problems: {
    invalid:
      "Choose a stage of this pipeline (and why, when it closes as rejected or lost), an operator, or write the note.",
    failed: "That did not work: the record may have changed. Try again.",
  },
} as const;

/** The owner select's choices: nobody first, then the operators. */
export const ownerOptions = (operators: ReadonlyArray<{ value: string; label: string }>) => [
  { value: "", label: WORK_TEXT.unassigned },
  ...operators,
];

/** What the timeline says of each event; `detail` is the event's JSON (lib/features/workspace/events.ts). */
/** What each mail the site sends about a record is, as the timeline names it (by its outbox kind). */
const MAIL_LABELS: Record<string, string> = {
  "submission-received": "acknowledging receipt",
  "submission-notify": "notifying the team",
  "contact-received": "acknowledging receipt",
  "contact-notify": "notifying the team",
  "application-stage": "with the new status",
  "booking-confirm": "asking to confirm the call",
  "booking-visitor": "with the call's invitation",
  "booking-operator": "with the call's invitation for its host",
  "work-owner": "telling the new owner",
  "work-handover": "handing the record over",
  "workspace-mention": "about a mention in a note",
  "conversation-reply": "telling the owner of a reply",
};

/** A mail's state in the outbox, in words. */
const MAIL_STATES: Record<string, string> = { pending: "waiting", sent: "sent", failed: "refused" };

export const TIMELINE_TEXT = {
  received: "Received",
  stage: (from: string, to: string, reason: string | null) =>
    `Moved from ${from} to ${to}${reason ? ` (${reason})` : ""}`,
  owner: (to: string | null) => (to ? `Given to ${to}` : "Owner removed"),
  note: "Note added",
  mail: (kind: string, to: string, status: string) =>
    `Mail ${MAIL_LABELS[kind] ?? `"${kind}"`} to ${to}: ${MAIL_STATES[status] ?? status}`,
  booking: (when: string, status: string) => `Call booked for ${when} (${status})`,
  interview: (when: string) => `Interview booked by the candidate for ${when}`,
  withdrawn: "Withdrawn by the visitor",
  privacy: (action: string) => `Privacy: ${action}`,
  by: (name: string) => `by ${name}`,
} as const;

export const MENTION_MAIL = {
  subject: (author: string) => `${author} mentioned you in a note`,
  paragraphs: (author: string, label: string, name: string) => [
    `${author} mentioned you in a note on the ${label.toLowerCase()} of ${name}.`,
    "The note is on the record's page in the operator area.",
  ],
  open: "Open the record",
} as const;
