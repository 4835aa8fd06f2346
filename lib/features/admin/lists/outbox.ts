// Outgoing transactional mail: what waits, what was sent, and what a server refused for good,
// with the reason; the operator can send a refused or waiting mail again.
import "server-only";
import { OUTBOX_STATUS_LABELS, OUTBOX_TEXT } from "../../../content/admin";
import { db, type Prisma } from "../../../core/db";
import { kickOutbox } from "../../../core/mail/outbox";
import { commonWhere } from "../filters";
import { defineList, readsOf } from "./define";
import { labelledFilter, when } from "./shared";

type OutboxRow = Prisma.OutboxMailGetPayload<object>;

/** The operator's retry of a refused (or waiting) mail: due now, and the drain is asked to look. */
async function retryOutboxMail(id: string): Promise<boolean> {
  const { count } = await db.outboxMail.updateMany({
    where: { id, status: { in: ["failed", "pending"] } },
    data: { status: "pending", nextAttemptAt: new Date(), claimedBy: null, claimedUntil: null },
  });
  if (count > 0) kickOutbox();
  return count > 0;
}
const statusOf = (status: string) => OUTBOX_STATUS_LABELS[status] ?? status;

export const outgoingMail = defineList<OutboxRow>({
  key: "outgoing-mail",
  title: OUTBOX_TEXT.title,
  statusFilter: labelledFilter("Status", OUTBOX_STATUS_LABELS),
  searchLabel: "Search by recipient",
  headline: { status: "failed", caption: "refused" },
  where: (filters) => commonWhere(filters, { statusField: "status", searchFields: ["to"] }),
  ...readsOf(() => db.outboxMail),
  columns: [
    ["Recipient", (row) => row.to],
    ["Kind", (row) => row.kind],
    ["Status", (row) => statusOf(row.status)],
    ["Tries", (row) => row.attempts],
    ["Reason", (row) => row.lastError ?? ""],
    ["Queued", (row) => when(row.createdAt)],
  ],
  csv: [
    ["Id", (row) => row.id],
    ["Recipient", (row) => row.to],
    ["Kind", (row) => row.kind],
    ["Status", (row) => row.status],
    ["Tries", (row) => row.attempts],
    ["Reason", (row) => row.lastError],
    ["Queued", (row) => row.createdAt.toISOString()],
    ["Next try", (row) => row.nextAttemptAt.toISOString()],
    ["Sent", (row) => row.sentAt?.toISOString() ?? null],
  ],
  async detail(row) {
    return {
      heading: `${row.kind} to ${row.to}`,
      createdAt: row.createdAt,
      fields: [
        { label: "Recipient", value: row.to },
        { label: "Kind", value: row.kind },
        { label: "Status", value: statusOf(row.status) },
        { label: "Tries", value: String(row.attempts) },
        { label: "Reason", value: row.lastError ?? "" },
        { label: "Next try", value: row.status === "pending" ? when(row.nextAttemptAt) : "" },
        { label: "Sent", value: when(row.sentAt) },
      ],
      consent: null,
      pipeline: null,
      file: null,
      feedback: [],
      related: [],
      retry: row.status !== "sent",
    };
  },
  retry: retryOutboxMail,
});
