// A record counts as answered when an operator moves it past its first stage (./items.ts moveItem)
// or sends its writer a mail: this is the second, called where an operator's action queues one.
import "server-only";
import { workItemId, type WorkKind } from "../../content/workspace";
import { db } from "../../core/db";

/** Marks the record's item answered, unless it already was; true when this was its first answer. */
export async function answeredByMail(kind: WorkKind, recordId: string, at = new Date()): Promise<boolean> {
  const { count } = await db.workItem.updateMany({
    where: { id: workItemId(kind, recordId), answeredAt: null },
    data: { answeredAt: at },
  });
  return count === 1;
}
