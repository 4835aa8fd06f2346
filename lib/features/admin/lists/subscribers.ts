// Newsletter subscribers, with the topics each chose: shown, filtered by one topic and exported.
import "server-only";
import { SUBSCRIBER_STATUS_LABELS } from "../../../content/admin";
import { INTEREST_LABELS, INTERESTS, splitInterests, type Interest } from "../../../content/interests";
import { SUBSCRIBER_TOPICS } from "../../../content/newsletter-audience";
import { db, type Prisma } from "../../../core/db";
import { commonWhere } from "../filters";
import { defineList, readsOf } from "./define";
import { labelledFilter, when } from "./shared";

type SubscriberRow = Prisma.SubscriberGetPayload<object>;
const subscriberStatus = (status: string) => SUBSCRIBER_STATUS_LABELS[status] ?? status;
const topicNames = (row: SubscriberRow) =>
  splitInterests(row.interests)
    .map((interest) => INTEREST_LABELS[interest])
    .join(", ");

/** Interests are stored space-separated (lib/content/interests.ts): one matches as a whole word. */
const chose = (topic: Interest): Prisma.SubscriberWhereInput => ({
  OR: [
    { interests: topic },
    { interests: { startsWith: `${topic} ` } },
    { interests: { endsWith: ` ${topic}` } },
    { interests: { contains: ` ${topic} ` } },
  ],
});

export const subscribers = defineList<SubscriberRow>({
  key: "subscribers",
  title: "Subscribers",
  statusFilter: labelledFilter("Status", SUBSCRIBER_STATUS_LABELS),
  topicFilter: {
    label: SUBSCRIBER_TOPICS.filter,
    all: SUBSCRIBER_TOPICS.all,
    options: INTERESTS.map((value) => ({ value, label: INTEREST_LABELS[value] })),
  },
  searchLabel: "Search by e-mail",
  headline: { status: "confirmed", caption: "confirmed" },
  where: (filters) => {
    const common = commonWhere(filters, { statusField: "status", searchFields: ["email"] });
    const topic = INTERESTS.find((interest) => interest === filters.topic);
    return topic ? { AND: [common, chose(topic)] } : common;
  },
  ...readsOf(() => db.subscriber),
  columns: [
    ["E-mail", (row) => row.email],
    ["Status", (row) => subscriberStatus(row.status)],
    [SUBSCRIBER_TOPICS.column, (row) => topicNames(row) || SUBSCRIBER_TOPICS.none],
    ["Confirmed", (row) => when(row.confirmedAt)],
    ["Signed up", (row) => when(row.createdAt)],
  ],
  csv: [
    ["Id", (row) => row.id],
    ["E-mail", (row) => row.email],
    ["Status", (row) => row.status],
    [SUBSCRIBER_TOPICS.column, topicNames],
    ["Signed up", (row) => row.createdAt.toISOString()],
    ["Consent at", (row) => row.consentAt.toISOString()],
    ["Consent IP", (row) => row.consentIp],
    ["Confirmed at", (row) => row.confirmedAt?.toISOString() ?? null],
    ["Unsubscribed at", (row) => row.unsubscribedAt?.toISOString() ?? null],
  ],
  async detail(row) {
    const sent = await db.delivery.count({ where: { email: row.email, status: "sent" } });
    return {
      heading: row.email,
      createdAt: row.createdAt,
      fields: [
        { label: "E-mail", value: row.email },
        { label: "Status", value: subscriberStatus(row.status) },
        { label: SUBSCRIBER_TOPICS.column, value: topicNames(row) || SUBSCRIBER_TOPICS.none },
        { label: "Confirmed", value: when(row.confirmedAt) || "Not confirmed" },
        { label: "Unsubscribed", value: when(row.unsubscribedAt) || "No" },
        { label: "Newsletters sent", value: String(sent) },
      ],
      consent: { at: row.consentAt, ip: row.consentIp },
      pipeline: null,
      file: null,
      feedback: [],
      related: [],
    };
  },
});
