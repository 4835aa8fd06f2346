// What an operator does to a record's work item from its page or a list: move it to a stage (the
// reason picked from the pipeline's close reasons; "tell the applicant" queues the status mail),
// hand it to an owner, add a note; and the same moves for many records at once, each one written
// to its own history and the audit trail as if done alone.
import "server-only";
import { APPLICATION_KIND_TITLES, type ApplicationKind } from "../../content/account";
import { WORK_KINDS, WORKSPACE_ERRORS, isWorkKind, workItemId, type WorkKind } from "../../content/workspace";
import { db } from "../../core/db";
import { invalid, notFound } from "../../core/errors";
import { kickOutbox } from "../../core/mail/outbox";
import { isRecordId } from "../../core/request";
import type { BulkInput, WorkAction } from "../../validation/workspace-record";
import { notFitTemplates, prepareNotFit } from "../conversations";
import { addNote, assignItem, moveItem, type AlsoOnMove, type Mover } from "../workspace";
import { queueStageMail } from "./stage-mail";

/** A handler's `params` for /<kind>/<id>: a kind of work and a record id, else not found. */
export function workParams(raw: Record<string, string>): { kind: WorkKind; id: string } {
  const kind = raw.kind ?? "";
  const id = raw.id ?? "";
  if (!isWorkKind(kind) || !isRecordId(id)) throw notFound();
  return { kind, id };
}

/** The close reason's label, when the form named one of the item's pipeline. */
async function reasonLabel(itemId: string, reasonId: string | null): Promise<string | null> {
  if (!reasonId) return null;
  const item = await db.workItem.findUnique({ where: { id: itemId }, select: { pipeline: true } });
  const reason = await db.closeReason.findUnique({ where: { id: reasonId } });
  if (!item || !reason || reason.pipeline !== item.pipeline)
    throw invalid([{ field: "reason", msg: WORKSPACE_ERRORS.reasonNeeded }]);
  return reason.label;
}

const isApplicationKind = (kind: string): kind is ApplicationKind => Object.hasOwn(APPLICATION_KIND_TITLES, kind);

type StageMove = {
  stageId: string;
  reason: string | null;
  notify?: boolean;
  /** Send the "not a fit" message of `notFitTemplate` when the move rejects the record (once per record). */
  notFit?: boolean;
  notFitTemplate?: string | null;
};

/** The "not a fit" message, written in the move's transaction when the stage rejects. */
async function notFitOnMove(mover: Mover, itemId: string, move: StageMove): Promise<AlsoOnMove | undefined> {
  if (!move.notFit) return undefined;
  const stage = await db.pipelineStage.findUnique({ where: { id: move.stageId }, select: { outcome: true } });
  if (stage?.outcome !== "rejected") return undefined;
  // The bulk form names no template: the first "not a fit" one in the operators' order.
  const templateId = move.notFitTemplate ?? (await notFitTemplates())[0]?.id ?? "";
  const send = await prepareNotFit(itemId, templateId, mover);
  return (tx, movedTo) => (movedTo.outcome === "rejected" ? send(tx) : Promise.resolve(false));
}

/** Moves an item; when it moved and the operator asked, the visitor gets the status mail (and the "not a fit" message). */
export async function moveStage(mover: Mover, itemId: string, move: StageMove): Promise<boolean> {
  const { stageId, reason, notify = false } = move;
  const also = await notFitOnMove(mover, itemId, move);
  const moved = await moveItem(itemId, stageId, mover, await reasonLabel(itemId, reason), also);
  if (moved && also) kickOutbox();
  if (!moved || !notify) return moved;
  const item = await db.workItem.findUniqueOrThrow({ where: { id: itemId }, include: { stage: true } });
  if (isApplicationKind(item.kind))
    await queueStageMail({
      kind: item.kind,
      to: item.email,
      name: item.name,
      sentAt: item.receivedAt,
      status: item.stage.phase,
      jobId: item.jobId,
    });
  return moved;
}

/** One action of a record's page; true when something changed. */
export async function applyWorkAction(mover: Mover, kind: WorkKind, recordId: string, input: WorkAction) {
  const itemId = workItemId(kind, recordId);
  switch (input.action) {
    case "stage":
      return moveStage(mover, itemId, input);
    case "owner":
      return assignItem(itemId, input.ownerId, mover);
    case "note":
      await addNote(itemId, mover, input.body);
      return true;
  }
}

/** A list's bulk action over the ticked records of one kind; returns how many changed. */
export async function applyBulk(mover: Mover, input: BulkInput): Promise<number> {
  if (input.action === "stage" && !input.stageId) throw invalid([{ field: "stageId", msg: WORKSPACE_ERRORS.noStage }]);
  const kind = input.kind as WorkKind | undefined;
  const pipeline = kind ? WORK_KINDS[kind].pipeline : input.pipeline;
  if (!pipeline) throw invalid([{ field: "kind", msg: WORKSPACE_ERRORS.noItem }]);
  // A list names its records by their ids; a board (whose leads mix kinds) by their work items'.
  const ids = [...new Set(input.ids)].map((id) => (kind ? workItemId(kind, id) : id));
  const found = await db.workItem.count({ where: { id: { in: ids }, pipeline } });
  if (found !== ids.length) throw notFound(WORKSPACE_ERRORS.noItem);
  let changed = 0;
  for (const itemId of ids) {
    const done =
      input.action === "stage"
        ? await moveStage(mover, itemId, { ...input, stageId: input.stageId ?? "" })
        : await assignItem(itemId, input.ownerId, mover);
    if (done) changed += 1;
  }
  return changed;
}
