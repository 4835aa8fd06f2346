// The person page (/admin/people/<handle>): one e-mail address across every record the site holds,
// with the timeline of all of them and the consents given. Its sentences live here, once.
import { WORK_KINDS, type WorkKind } from "./workspace";

/** Every kind of record a person page lists: the pipelines' kinds and the ones outside them. */
export type PersonRecordKind = WorkKind | "subscription" | "jobAlert" | "account";

export const PERSON_RECORD_LABELS: Record<PersonRecordKind, string> = {
  ...Object.fromEntries(Object.entries(WORK_KINDS).map(([kind, { label }]) => [kind, label])),
  subscription: "Newsletter subscription",
  jobAlert: "Job alert",
  account: "Account",
} as Record<PersonRecordKind, string>;

export const PERSON_PAGE = {
  title: "Person",
  heading: (name: string | null, email: string) => (name ? `${name} (${email})` : email),
  back: "← Data requests",
  openLink: "All records of this person",
  expired: "This link has expired or was made for another operator. Search for the address on the data requests page.",
  recordsTitle: "Records",
  recordsCaption: "Every record of this address, oldest first",
  recordColumns: ["Record", "About", "Received", "Stage or status", "Owner"],
  unassigned: "Unassigned",
  noRecords: "Nothing is stored for this address.",
  consentsTitle: "Consents",
  consentsCaption: "What the person agreed to, and when",
  consentColumns: ["Agreed to", "Given", "From IP address", "Confirmed", "Withdrawn"],
  noConsents: "No consent is stored for this address.",
  timelineTitle: "Timeline",
  timelineHint: "Everything that happened to these records, oldest first.",
  privacyTitle: "Privacy",
  privacyHint: "Give the person a copy of their data or erase it, as on the data requests page.",
  none: "-",
} as const;

/** What each record's consent was given to. */
export const CONSENT_LABELS: Partial<Record<PersonRecordKind, string>> = {
  career: "The privacy policy, with an application",
  business: "The privacy policy, with a business enquiry",
  partnership: "The privacy policy, with a partnership enquiry",
  contact: "The privacy policy, with a contact message",
  booking: "The privacy policy, with a booked call",
  subscription: "The newsletter",
  jobAlert: "Job alert mails",
};

type Detail = Record<string, unknown>;
const text = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

const describers = <K extends string>(lines: Record<K, (detail: Detail) => string>) => lines;

/** One line for each kind of timeline entry (lib/features/workspace/events.ts names their details). */
export const PERSON_EVENTS = describers({
  received: () => "Received",
  stage: (detail: Detail) =>
    `Moved from ${text(detail.from) ?? "?"} to ${text(detail.to) ?? "?"}` +
    (text(detail.reason) ? ` (${text(detail.reason)})` : ""),
  owner: (detail: Detail) =>
    text(detail.to) ? `Assigned to ${text(detail.to)}` : `Unassigned from ${text(detail.from) ?? "?"}`,
  note: () => "Note added",
  mail: (detail: Detail) => `Mail sent: ${text(detail.subject) ?? text(detail.kind) ?? "a message"}`,
  booking: () => "Call booked",
  withdrawn: () => "Withdrawn by the person",
  privacy: (detail: Detail) => `Privacy action: ${text(detail.action) ?? "recorded"}`,
  subscribed: () => "Subscribed to the newsletter",
  subscriptionConfirmed: () => "Confirmed the newsletter subscription",
  unsubscribed: () => "Unsubscribed from the newsletter",
  alertCreated: () => "Created a job alert",
  alertConfirmed: () => "Confirmed the job alert",
  accountCreated: () => "Created an account",
});

export type PersonEventKind = keyof typeof PERSON_EVENTS;
