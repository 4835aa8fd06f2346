// The person page's data (/admin/people/<handle>): every record of one address, found through the
// privacy list's own address columns (./tables.ts), so the page shows what an export would hold;
// the timeline of all of them (their work items' events and notes, and the dates of the records
// outside the pipelines) and the consents given.
import "server-only";
import { adminRecordPath } from "../../content/admin-records";
import { callPath } from "../../content/booking-calls";
import {
  CONSENT_LABELS,
  PERSON_EVENTS,
  PERSON_RECORD_LABELS,
  type PersonEventKind,
  type PersonRecordKind,
} from "../../content/workspace-person";
import { isWorkKind, WORK_KINDS, workItemId, type WorkKind } from "../../content/workspace";
import { db } from "../../core/db";
import { whereAddress } from "./match";
import { personProfilePath } from "./person-handle";
import { PERSON_TABLES } from "./tables";

export type PersonRecord = {
  kind: PersonRecordKind;
  id: string;
  title: string;
  at: Date;
  state: string;
  owner: string | null;
  href: string | null;
};
export type PersonEntry = { at: Date; record: string; text: string; actor: string | null; note: string | null };
export type PersonConsent = {
  what: string;
  given: Date;
  ip: string | null;
  confirmed: Date | null;
  withdrawn: Date | null;
};
export type PersonProfile = {
  email: string;
  name: string | null;
  records: PersonRecord[];
  timeline: PersonEntry[];
  consents: PersonConsent[];
};

/** The where clause of the privacy list's table `kind` for this address. */
function whereOf(kind: string, email: string) {
  const table = PERSON_TABLES.find((entry) => entry.kind === kind);
  if (!table) throw new Error(`no privacy table ${kind}`);
  return whereAddress(db, table.model, table.addressColumns, email);
}

type Source = {
  kind: PersonRecordKind;
  id: string;
  name: string | null;
  title: string;
  at: Date;
  status: string;
  consent: { at: Date; ip: string | null; confirmed?: Date | null; withdrawn?: Date | null } | null;
  events: Array<[PersonEventKind, Date | null]>;
};

const fullName = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

/** Every record of the address, as the page lists them (records in the pipelines also have an item). */
async function sourcesOf(email: string): Promise<Source[]> {
  const [careers, businesses, partnerships, messages, bookings, subscribers, alerts, accounts] = await Promise.all([
    db.careerApplication.findMany({ where: await whereOf("careerApplications", email), include: { job: true } }),
    db.businessEnquiry.findMany({ where: await whereOf("businessEnquiries", email) }),
    db.partnershipEnquiry.findMany({ where: await whereOf("partnershipEnquiries", email) }),
    db.contactMessage.findMany({ where: await whereOf("contactMessages", email) }),
    db.booking.findMany({ where: await whereOf("bookings", email) }),
    db.subscriber.findMany({ where: await whereOf("subscriptions", email) }),
    db.jobAlert.findMany({ where: await whereOf("jobAlerts", email) }),
    db.user.findMany({ where: await whereOf("accounts", email) }),
  ]);
  const consent = (at: Date, ip: string | null) => ({ at, ip });
  return [
    ...careers.map((row) => ({
      ...{ kind: "career" as const, id: row.id, name: fullName(row), title: row.job?.title ?? row.position },
      ...{ at: row.createdAt, status: row.status, consent: consent(row.consentAt, row.consentIp), events: [] },
    })),
    ...businesses.map((row) => ({
      ...{ kind: "business" as const, id: row.id, name: fullName(row), title: row.company },
      ...{ at: row.createdAt, status: row.status, consent: consent(row.consentAt, row.consentIp), events: [] },
    })),
    ...partnerships.map((row) => ({
      ...{ kind: "partnership" as const, id: row.id, name: fullName(row), title: row.company },
      ...{ at: row.createdAt, status: row.status, consent: consent(row.consentAt, row.consentIp), events: [] },
    })),
    ...messages.map((row) => ({
      ...{ kind: "contact" as const, id: row.id, name: row.name, title: row.message.slice(0, 80) },
      ...{ at: row.createdAt, status: row.status, consent: consent(row.consentAt, row.consentIp), events: [] },
    })),
    ...bookings.map((row) => ({
      ...{ kind: "booking" as const, id: row.id, name: row.name, title: row.topic },
      ...{ at: row.createdAt, status: row.status, consent: consent(row.createdAt, row.consentIp), events: [] },
    })),
    ...subscribers.map((row) => ({
      ...{ kind: "subscription" as const, id: row.id, name: null, title: row.interests.split(" ").join(", ") },
      ...{ at: row.consentAt, status: row.status },
      consent: { ...consent(row.consentAt, row.consentIp), confirmed: row.confirmedAt, withdrawn: row.unsubscribedAt },
      events: [
        ["subscribed", row.consentAt],
        ["subscriptionConfirmed", row.confirmedAt],
        ["unsubscribed", row.unsubscribedAt],
      ] satisfies Source["events"],
    })),
    ...alerts.map((row) => ({
      ...{ kind: "jobAlert" as const, id: row.id, name: null },
      ...{ title: [row.q, row.area, row.location].filter(Boolean).join(", "), at: row.consentAt, status: row.status },
      consent: { ...consent(row.consentAt, row.consentIp), confirmed: row.confirmedAt },
      events: [
        ["alertCreated", row.consentAt],
        ["alertConfirmed", row.confirmedAt],
      ] satisfies Source["events"],
    })),
    ...accounts.map((row) => ({
      ...{ kind: "account" as const, id: row.id, name: row.name, title: row.role, at: row.createdAt },
      ...{ status: row.emailVerifiedAt ? "verified" : "not verified", consent: null },
      events: [["accountCreated", row.createdAt]] satisfies Source["events"],
    })),
  ];
}

/** A record's page in the operator area, where it has one. */
function hrefOf(kind: PersonRecordKind, id: string): string | null {
  if (kind === "booking") return callPath(id);
  if (kind === "subscription") return adminRecordPath("subscribers", id);
  return isWorkKind(kind) && WORK_KINDS[kind].list ? adminRecordPath(WORK_KINDS[kind].list, id) : null;
}

const byTime = <T extends { at: Date }>(a: T, b: T) => a.at.getTime() - b.at.getTime();

/** One address's records, timeline and consents, oldest first. */
export async function personProfile(email: string): Promise<PersonProfile> {
  const sources = (await sourcesOf(email)).sort(byTime);
  const itemIds = sources.filter((s) => isWorkKind(s.kind)).map((s) => workItemId(s.kind as WorkKind, s.id));
  const [items, events, notes] = await Promise.all([
    db.workItem.findMany({ where: { id: { in: itemIds } }, include: { stage: true, owner: true } }),
    db.workEvent.findMany({ where: { itemId: { in: itemIds } }, orderBy: [{ at: "asc" }, { id: "asc" }] }),
    db.workNote.findMany({ where: { itemId: { in: itemIds } }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }),
  ]);
  const itemOf = new Map(items.map((item) => [item.id, item]));
  const records: PersonRecord[] = sources.map((source) => {
    const item = isWorkKind(source.kind) ? itemOf.get(workItemId(source.kind, source.id)) : undefined;
    return {
      ...{ kind: source.kind, id: source.id, title: source.title || PERSON_RECORD_LABELS[source.kind] },
      ...{ at: item?.receivedAt ?? source.at, state: item?.stage.name ?? source.status },
      ...{ owner: item?.owner?.name ?? null, href: hrefOf(source.kind, source.id) },
    };
  });
  const recordName = new Map(
    sources.map((s) => [
      isWorkKind(s.kind) ? workItemId(s.kind, s.id) : `${s.kind}:${s.id}`,
      `${PERSON_RECORD_LABELS[s.kind]}: ${s.title || PERSON_RECORD_LABELS[s.kind]}`,
    ]),
  );
  const entry = (key: string, at: Date, text: string, actor: string | null = null, note: string | null = null) => ({
    ...{ at, record: recordName.get(key) ?? key, text, actor, note },
  });
  const timeline: PersonEntry[] = [
    ...sources.flatMap((s) => {
      const key = isWorkKind(s.kind) ? workItemId(s.kind, s.id) : `${s.kind}:${s.id}`;
      const received: Array<[PersonEventKind, Date | null]> = isWorkKind(s.kind)
        ? [["received", itemOf.get(key)?.receivedAt ?? s.at]]
        : [];
      return [...received, ...s.events].flatMap(([kind, at]) => (at ? [entry(key, at, PERSON_EVENTS[kind]({}))] : []));
    }),
    // Notes appear once, from the notes themselves, whatever their timeline entry says.
    ...events
      .filter((event) => event.type !== "note" && event.type in PERSON_EVENTS)
      .map((event) =>
        entry(
          event.itemId,
          event.at,
          PERSON_EVENTS[event.type as PersonEventKind](JSON.parse(event.detail) as Record<string, unknown>),
          event.actorName,
        ),
      ),
    ...notes.map((note) => entry(note.itemId, note.createdAt, PERSON_EVENTS.note({}), note.authorName, note.body)),
  ].sort(byTime);
  const consents: PersonConsent[] = sources.flatMap((s) =>
    s.consent
      ? [
          {
            ...{ what: CONSENT_LABELS[s.kind] ?? PERSON_RECORD_LABELS[s.kind], given: s.consent.at },
            ...{ ip: s.consent.ip, confirmed: s.consent.confirmed ?? null, withdrawn: s.consent.withdrawn ?? null },
          },
        ]
      : [],
  );
  const newest = [...sources].reverse().find((s) => s.name);
  return { email: email.trim().toLowerCase(), name: newest?.name ?? null, records, timeline, consents };
}

/**
 * The address of a record's person, for the link to their page: `list` is a list of the operator
 * area (career-applications, subscribers, …) or a work kind (booking); null for other records.
 */
export async function personAddressOf(list: string, recordId: string): Promise<string | null> {
  if (list === "subscribers")
    return (await db.subscriber.findUnique({ where: { id: recordId }, select: { email: true } }))?.email ?? null;
  const kind = isWorkKind(list) ? list : Object.keys(WORK_KINDS).find((k) => WORK_KINDS[k as WorkKind].list === list);
  if (!kind || !isWorkKind(kind)) return null;
  const item = await db.workItem.findUnique({ where: { id: workItemId(kind, recordId) }, select: { email: true } });
  return item?.email ?? null;
}

/** The person page of a record's address, for this operator (lib/features/privacy/person-handle.ts), or null. */
export async function personLinkOf(list: string, recordId: string, operatorId: string): Promise<string | null> {
  const email = await personAddressOf(list, recordId);
  return email ? personProfilePath(email, operatorId) : null;
}
