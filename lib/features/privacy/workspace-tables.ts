// The team's workspace (lib/features/workspace): a person's work items, found by their address.
// Erasing an item takes its timeline and its notes with it (the schema cascades).
import "server-only";
import { byIds, whereAddress } from "./match";
import type { PersonTable } from "./person-table";

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
];
