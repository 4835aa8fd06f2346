// The team's workspace (lib/features/workspace): the two pipelines, what each kind of record is
// called on a board or a timeline, and the sentences its screens and mails share.
import { ADMIN_LIST_KEYS } from "./admin-records";

export const PIPELINES = ["applications", "leads"] as const;
export type Pipeline = (typeof PIPELINES)[number];

export const PIPELINE_TITLES: Record<Pipeline, string> = {
  applications: "Applications",
  leads: "Leads",
};

/**
 * Each kind of record: its pipeline, the table it lives in, its list in the operator area and its
 * name on a card. A booking has no list of its own: it opens in the calls' page.
 */
export const WORK_KINDS = {
  career: { pipeline: "applications", table: "CareerApplication", list: ADMIN_LIST_KEYS.career, label: "Application" },
  business: { pipeline: "leads", table: "BusinessEnquiry", list: ADMIN_LIST_KEYS.business, label: "Business enquiry" },
  partnership: {
    pipeline: "leads",
    table: "PartnershipEnquiry",
    list: ADMIN_LIST_KEYS.partnership,
    label: "Partnership enquiry",
  },
  contact: { pipeline: "leads", table: "ContactMessage", list: ADMIN_LIST_KEYS.contact, label: "Contact message" },
  booking: { pipeline: "leads", table: "Booking", list: null, label: "Booked call" },
} as const satisfies Record<string, { pipeline: Pipeline; table: string; list: string | null; label: string }>;

export type WorkKind = keyof typeof WORK_KINDS;
export const WORK_KIND_KEYS = Object.keys(WORK_KINDS) as WorkKind[];
export const isWorkKind = (value: string): value is WorkKind => Object.hasOwn(WORK_KINDS, value);

/** A work item's id: the record's kind and id, so a record finds its item without a lookup. */
export const workItemId = (kind: WorkKind, recordId: string) => `${kind}:${recordId}`;

/** The stage every new record starts in, per pipeline (seeded by the migration, never removed). */
export const FIRST_STAGE: Record<Pipeline, string> = {
  applications: "applications:new",
  leads: "leads:new",
};

/** The closing stage a visitor's own withdrawal moves a record to. */
export const WITHDRAWN_STAGE: Record<Pipeline, string> = {
  applications: "applications:withdrawn",
  leads: "leads:lost",
};

/** What the timeline calls each kind of event (lib/features/workspace/events.ts). */
export const WORK_EVENT_TYPES = [
  "received",
  "stage",
  "owner",
  "note",
  "mail",
  "booking",
  "withdrawn",
  "privacy",
] as const;
export type WorkEventType = (typeof WORK_EVENT_TYPES)[number];

export const WORKSPACE_ERRORS = {
  noItem: "This record is not in a pipeline.",
  noStage: "Choose a stage of this record's pipeline.",
  reasonNeeded: "Choose why it was closed.",
  notOperator: "Choose one of the operators.",
} as const;
