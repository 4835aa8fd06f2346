// The team's workspace (lib/features/workspace): a person's work items, found by their address,
// with their timelines and the notes on them (erased with the item: the schema cascades); and the
// notes and timeline entries on other people's records that name the address, which stay with the
// address replaced by the person's marker, as the audit trail does (./trail.ts).
import "server-only";
import type { Prisma, PrismaClient } from "../../generated/prisma/client";
import { byIds, idsByEmail, whereAddress } from "./match";
import type { PersonTable, Row } from "./person-table";
import { trailTable } from "./trail";

/** The ids of the person's own items. */
const itemIdsOf = (db: PrismaClient, email: string) => idsByEmail(db, "WorkItem", ["email"], email);

/** What itemRows needs of a Prisma model's delegate. */
type ItemRowsDelegate = {
  findMany(args: { where: { itemId: { in: string[] } }; orderBy: Array<Record<string, "asc">> }): Promise<Row[]>;
  deleteMany(args: { where: { id: { in: string[] } } }): Prisma.PrismaPromise<unknown>;
};

/**
 * The rows of the person's own items (their timeline, their notes), oldest by `timeColumn` first.
 * Reached through the items; deleting them again after the items' cascade is harmless.
 */
function itemRows(
  kind: string,
  model: Prisma.ModelName,
  delegate: (db: PrismaClient) => ItemRowsDelegate,
  timeColumn: string,
  internal: string[],
): PersonTable {
  return {
    kind,
    model,
    addressColumns: [],
    find: async (db, { email }) =>
      delegate(db).findMany({
        where: { itemId: { in: await itemIdsOf(db, email) } },
        orderBy: [{ [timeColumn]: "asc" }, { id: "asc" }],
      }),
    erase: (db, rows) => delegate(db).deleteMany(byIds(rows)),
    internal,
  };
}

/** A mention table that leaves out the rows of the person's own items (those go whole, above). */
function mentionsElsewhere(kind: string, model: "WorkNote" | "WorkEvent", column: string): PersonTable {
  const table = trailTable(kind, model, "id", [column], { internal: ["authorId", "actorId"], ownColumns: [] });
  return {
    ...table,
    find: async (db, found) => {
      const own = new Set(await itemIdsOf(db, found.email));
      const rows: Row[] = await table.find(db, found);
      return rows.filter((row) => !own.has(String(row.itemId)));
    },
  };
}

export const WORKSPACE_TABLES: PersonTable[] = [
  {
    kind: "workItems",
    model: "WorkItem",
    addressColumns: ["email"],
    find: async (db, { email }) =>
      db.workItem.findMany({
        where: await whereAddress(db, "WorkItem", ["email"], email),
        orderBy: { receivedAt: "asc" },
      }),
    erase: (db, rows) => db.workItem.deleteMany(byIds(rows)),
  },
  itemRows("workEvents", "WorkEvent", (db) => db.workEvent, "at", ["actorId"]),
  itemRows("workNotes", "WorkNote", (db) => db.workNote, "createdAt", ["authorId"]),
  mentionsElsewhere("workNoteMentions", "WorkNote", "body"),
  mentionsElsewhere("workEventMentions", "WorkEvent", "detail"),
];
