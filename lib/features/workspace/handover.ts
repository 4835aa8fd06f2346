// A departing operator's records go to the operator chosen at their removal, inside the removal's
// own transaction: each record's timeline says so, the heir gets one mail for all of them, and the
// assignment rules stop naming the one who left. The audit rows follow once it committed.
import "server-only";
import { WORKSPACE_ERRORS, WORK_KINDS, type WorkKind } from "../../content/workspace";
import { HANDOVER_TEXT } from "../../content/workspace-settings";
import { db, type Prisma } from "../../core/db";
import { invalid } from "../../core/errors";
import { enqueueMail } from "../../core/mail/outbox";
import { recordAudit } from "../audit";
import { dropFromRules } from "./assignment";
import { eventRow } from "./events";
import type { Mover } from "./items";
import { MAIL_OWNER_HANDOVER } from "./owner-mail";

type Tx = Pick<Prisma.TransactionClient, "user" | "workItem" | "workEvent" | "assignmentRule" | "outboxMail">;
export type HandedOver = { heirEmail: string | null; items: Array<{ kind: string; recordId: string }> };

/** How many records an operator owns (the removal's question says so). */
export const ownedCount = (userId: string) => db.workItem.count({ where: { ownerId: userId } });

/**
 * Moves every record `userId` owns to `heirId` (an operator other than them). Without records, no
 * heir is needed; with some, one is.
 */
export async function handOver(tx: Tx, userId: string, heirId: string | null, mover: Mover): Promise<HandedOver> {
  const heir = heirId
    ? await tx.user.findFirst({ where: { id: heirId, role: "operator", NOT: { id: userId } } })
    : null;
  if (heirId && !heir) throw invalid([{ field: "heirId", msg: WORKSPACE_ERRORS.notOperator }]);
  const items = await tx.workItem.findMany({
    where: { ownerId: userId },
    select: { id: true, kind: true, recordId: true, owner: { select: { name: true } } },
  });
  await dropFromRules(tx, userId, heir?.id ?? null);
  if (items.length === 0) return { heirEmail: null, items: [] };
  if (!heir) throw invalid([{ field: "heirId", msg: HANDOVER_TEXT.heirNeeded }]);
  const now = new Date();
  await tx.workItem.updateMany({ where: { ownerId: userId }, data: { ownerId: heir.id } });
  await tx.workEvent.createMany({
    data: items.map((item) =>
      eventRow(
        item.id,
        "owner",
        { from: item.owner?.name ?? null, to: heir.name },
        { id: mover.id, name: mover.name },
        now,
      ),
    ),
  });
  await enqueueMail(tx, MAIL_OWNER_HANDOVER, heir.email, { count: items.length, by: mover.name });
  return { heirEmail: heir.email, items };
}

/** The audit trail's row per record handed over, written after the removal committed. */
export async function auditHandover(mover: Mover, { heirEmail, items }: HandedOver): Promise<void> {
  for (const item of items) {
    const kind = WORK_KINDS[item.kind as WorkKind].list ?? item.kind;
    await recordAudit(mover, "owner-change", { kind, id: item.recordId }, heirEmail ?? "unassigned");
  }
}
