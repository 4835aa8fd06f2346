// A person's conversations (lib/features/conversations): the messages written to them or received
// from them, on their records or unmatched, with each inbound message's stored raw copy; the files
// that came with those messages; and the interview invitations on their records. Messages and
// invitations of the person's own items cascade with the items; deleting them again is harmless,
// and listing them here is what takes their stored files along.
import "server-only";
import type { PrismaClient } from "../../generated/prisma/client";
import { byIds, idsByEmail } from "./match";
import type { PersonTable, Row } from "./person-table";

const keyOf = (value: unknown) => (typeof value === "string" && value !== "" ? [value] : []);

/** The ids of the person's own work items (their address keys them). */
const itemIdsOf = (db: PrismaClient, email: string) => idsByEmail(db, "WorkItem", ["email"], email);

/** The person's messages: from or to their address, or on one of their items. */
async function messageIdsOf(db: PrismaClient, email: string): Promise<string[]> {
  const [byAddress, itemIds] = await Promise.all([
    idsByEmail(db, "Message", ["fromAddress", "toAddress"], email),
    itemIdsOf(db, email),
  ]);
  const onItems = await db.message.findMany({ where: { itemId: { in: itemIds } }, select: { id: true } });
  return [...new Set([...byAddress, ...onItems.map((row) => row.id)])];
}

const oldestFirst = [{ createdAt: "asc" as const }, { id: "asc" as const }];

export const CONVERSATION_TABLES: PersonTable[] = [
  {
    kind: "messages",
    model: "Message",
    addressColumns: ["fromAddress", "toAddress"],
    find: async (db, { email }) =>
      db.message.findMany({ where: { id: { in: await messageIdsOf(db, email) } }, orderBy: oldestFirst }),
    // The whole inbound message as received, stored encrypted.
    files: (row) => keyOf(row.rawKey),
    erase: (db, rows) => db.message.deleteMany(byIds(rows)),
    internal: ["rawKey", "outboxId", "actorId", "templateId"],
    // A reply someone else sent about the person's record is in the operator's export, not in their own download.
    ownColumns: ["fromAddress", "toAddress"],
  },
  {
    // Carries its message's sender as `fromAddress`, so a visitor's download holds only their own files.
    kind: "messageAttachments",
    model: "MessageAttachment",
    addressColumns: [],
    find: async (db, { email }) => {
      const rows = await db.messageAttachment.findMany({
        where: { messageId: { in: await messageIdsOf(db, email) } },
        include: { message: { select: { fromAddress: true } } },
        orderBy: oldestFirst,
      });
      return rows.map(({ message, ...row }): Row => ({ ...row, fromAddress: message.fromAddress }));
    },
    files: (row) => keyOf(row.key),
    erase: (db, rows) => db.messageAttachment.deleteMany(byIds(rows)),
    internal: ["key", "sha256"],
    ownColumns: ["fromAddress"],
  },
  {
    kind: "interviewInvites",
    model: "InterviewInvite",
    addressColumns: [],
    find: async (db, { email }) =>
      db.interviewInvite.findMany({ where: { itemId: { in: await itemIdsOf(db, email) } }, orderBy: oldestFirst }),
    erase: (db, rows) => db.interviewInvite.deleteMany(byIds(rows)),
    internal: ["operatorId", "bookingId"],
  },
];
