// A record's work item: opened with the record (in its transaction), moved between stages,
// handed to an owner. Every change writes the record's timeline (./events.ts) and, for an
// operator's action, the audit trail; a move keeps the record's own `status` (what the visitor
// reads under "My applications") in step with the stage's phase.
import "server-only";
import {
  FIRST_STAGE,
  WITHDRAWN_STAGE,
  WORK_KINDS,
  WORKSPACE_ERRORS,
  workItemId,
  type WorkKind,
} from "../../content/workspace";
import { db, type Prisma } from "../../core/db";
import { identifier, insertRows } from "../../core/db/raw";
import { invalid, notFound } from "../../core/errors";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { recordAudit, type AuditActor } from "../audit";
import { eventRow, type Actor } from "./events";
import { MAIL_OWNER_ASSIGNED } from "./owner-mail";

/** What a new item needs of its record. */
export type NewItem = {
  kind: WorkKind;
  recordId: string;
  name: string;
  email: string;
  title?: string | null;
  jobId?: string | null;
  ownerId?: string | null;
  dueAt?: Date | null;
};

/** The item's row, as the raw INSERT writes it (the wizards' hot path, lib/features/submissions/save.ts). */
export function itemRow(item: NewItem, now: Date): Record<string, unknown> {
  const pipeline = WORK_KINDS[item.kind].pipeline;
  return {
    id: workItemId(item.kind, item.recordId),
    kind: item.kind,
    recordId: item.recordId,
    pipeline,
    stageId: FIRST_STAGE[pipeline],
    ownerId: item.ownerId ?? null,
    name: item.name.trim() || item.email,
    email: item.email.toLowerCase(),
    title: item.title ?? null,
    jobId: item.jobId ?? null,
    receivedAt: now,
    dueAt: item.dueAt ?? null,
    movedAt: now,
  };
}

/** The raw INSERT of a new item, to run in the record's own transaction. */
export const itemInsert = (item: NewItem, now: Date): Prisma.Sql => insertRows("WorkItem", [itemRow(item, now)]);

type Tx = Pick<Prisma.TransactionClient, "workItem">;

/** Opens the item of a record stored by a typed call, inside that call's transaction. */
export async function openItem(tx: Tx, item: NewItem, now = new Date()): Promise<void> {
  const row = itemRow(item, now) as Prisma.WorkItemUncheckedCreateInput;
  await tx.workItem.create({ data: row });
}

/** The operator's moving hand: who they are, for the timeline and the audit trail. */
export type Mover = AuditActor & { name: string };

const actorOf = (mover: Mover): Actor => ({ id: mover.id, name: mover.name });

/** The audit trail names a record by its list in the operator area (a booking by its own kind). */
const auditRecord = (item: { kind: string; recordId: string }) => ({
  kind: WORK_KINDS[item.kind as WorkKind].list ?? item.kind,
  id: item.recordId,
});

/** More to write in a move's transaction (a message to the person), told the stage it moves to. */
export type AlsoOnMove = (tx: Prisma.TransactionClient, stage: { outcome: string | null }) => Promise<unknown>;

/**
 * Moves an item to a stage of its own pipeline. A stage that closes with a reason (rejected, lost)
 * needs one. Leaving the first stage counts as the first answer. Returns false when it was already
 * there (nothing is written). `also` runs in the move's transaction, only when it moves.
 */
export async function moveItem(
  itemId: string,
  stageId: string,
  mover: Mover,
  reason: string | null = null,
  also?: AlsoOnMove,
) {
  const item = await db.workItem.findUnique({ where: { id: itemId }, include: { stage: true } });
  if (!item) throw notFound(WORKSPACE_ERRORS.noItem);
  const stage = await db.pipelineStage.findUnique({ where: { id: stageId } });
  if (!stage || stage.pipeline !== item.pipeline) throw invalid([], WORKSPACE_ERRORS.noStage);
  const needsReason = stage.outcome === "rejected" || stage.outcome === "lost";
  if (needsReason && !reason) throw invalid([{ field: "reason", msg: WORKSPACE_ERRORS.reasonNeeded }]);
  if (item.stageId === stageId && item.reason === (needsReason ? reason : null)) return false;
  const now = new Date();
  const table = WORK_KINDS[item.kind as WorkKind].table;
  await db.$transaction(async (tx) => {
    await tx.workItem.update({
      where: { id: itemId },
      data: {
        stageId,
        movedAt: now,
        reason: needsReason ? reason : null,
        ...(item.answeredAt || stageId === FIRST_STAGE[stage.pipeline as keyof typeof FIRST_STAGE]
          ? {}
          : { answeredAt: now }),
      },
    });
    // Bookings keep their own status (booked, cancelled): the call's state, not the pipeline's.
    if (table !== "Booking")
      await tx.$executeRaw`UPDATE ${identifier(table)} SET "status" = ${stage.phase} WHERE "id" = ${item.recordId}`;
    await tx.workEvent.create({
      data: eventRow(itemId, "stage", { from: item.stage.name, to: stage.name, reason }, actorOf(mover), now),
    });
    if (also) await also(tx, stage);
  });
  await recordAudit(mover, "stage-move", auditRecord(item), `${item.stage.name} → ${stage.name}`);
  return true;
}

/** Hands an item to an operator (or to nobody), mailing a new owner other than the mover; false when it already was theirs. */
export async function assignItem(itemId: string, ownerId: string | null, mover: Mover): Promise<boolean> {
  const item = await db.workItem.findUnique({ where: { id: itemId }, include: { owner: true } });
  if (!item) throw notFound(WORKSPACE_ERRORS.noItem);
  if (item.ownerId === ownerId) return false;
  const owner = ownerId ? await db.user.findFirst({ where: { id: ownerId, role: "operator" } }) : null;
  if (ownerId && !owner) throw invalid([{ field: "ownerId", msg: WORKSPACE_ERRORS.notOperator }]);
  const now = new Date();
  // Changed only from the owner read above, so two identical hand-overs at once write (and mail) once.
  const changed = await db.$transaction(async (tx) => {
    const { count } = await tx.workItem.updateMany({ where: { id: itemId, ownerId: item.ownerId }, data: { ownerId } });
    if (count !== 1) return false;
    await tx.workEvent.create({
      data: eventRow(itemId, "owner", { from: item.owner?.name ?? null, to: owner?.name ?? null }, actorOf(mover), now),
    });
    if (owner && owner.id !== mover.id) {
      const payload = { kind: item.kind, recordId: item.recordId, name: item.name, by: mover.name };
      await enqueueMail(tx, MAIL_OWNER_ASSIGNED, owner.email, payload);
    }
    return true;
  });
  if (!changed) return false;
  kickOutbox();
  await recordAudit(mover, "owner-change", auditRecord(item), owner?.email ?? "unassigned");
  return true;
}

/** A visitor withdrew their record (lib/features/account): its item closes with them as the actor. */
export async function withdrawItem(kind: WorkKind, recordId: string, now = new Date()): Promise<void> {
  const id = workItemId(kind, recordId);
  const stageId = WITHDRAWN_STAGE[WORK_KINDS[kind].pipeline];
  const moved = await db.workItem.updateMany({ where: { id }, data: { stageId, movedAt: now } });
  if (moved.count === 1) await db.workEvent.create({ data: eventRow(id, "withdrawn", {}, null, now) });
}

/**
 * Removes the items whose record is gone (retention, an erasure, a cancelled call's cleanup): the
 * item, its timeline and its notes follow the record's own period. Returns how many went.
 */
export async function dropOrphanItems(client: Pick<typeof db, "$executeRaw">): Promise<number> {
  let removed = 0;
  for (const [kind, { table }] of Object.entries(WORK_KINDS)) {
    removed += await client.$executeRaw`DELETE FROM "WorkItem" WHERE "kind" = ${kind} AND NOT EXISTS
      (SELECT 1 FROM ${identifier(table)} r WHERE r."id" = "WorkItem"."recordId")`;
  }
  return removed;
}
