// The pipelines' own settings, edited by operators: stages (rename, reorder, add; a stage goes only
// when it is not the first, not one the code closes records in, and holds no record) and the close
// reasons (rename, reorder, add, remove). Reordering swaps two neighbours' positions in one
// transaction; the first stage keeps its place.
import "server-only";
import { randomUUID } from "node:crypto";
import { FIRST_STAGE, WITHDRAWN_STAGE, type Pipeline } from "../../content/workspace";
import { WORKSPACE_SETTINGS_ERRORS as errors } from "../../content/workspace-settings";
import { db } from "../../core/db";
import { conflict, notFound } from "../../core/errors";
import type { RowAction } from "../../validation/workspace-settings";
import { recordAudit, type AuditActor } from "../audit";

export type StageRow = { id: string; name: string; position: number; outcome: string | null; items: number };
export type ReasonRow = { id: string; label: string; position: number };

const KEPT = new Set<string>([...Object.values(FIRST_STAGE), ...Object.values(WITHDRAWN_STAGE)]);
const isFirst = (id: string) => (Object.values(FIRST_STAGE) as string[]).includes(id);

/** A pipeline's stages in order, each with how many records it holds. */
export async function stagesOf(pipeline: Pipeline): Promise<StageRow[]> {
  const rows = await db.pipelineStage.findMany({
    where: { pipeline },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: { id: true, name: true, position: true, outcome: true, _count: { select: { items: true } } },
  });
  return rows.map(({ _count, ...row }) => ({ ...row, items: _count.items }));
}

/** A stage that may be removed: not the first, not one the code closes records in, and empty. */
export const removable = (stage: Pick<StageRow, "id" | "items">) => !KEPT.has(stage.id) && stage.items === 0;

export async function reasonsOf(pipeline: Pipeline): Promise<ReasonRow[]> {
  return db.closeReason.findMany({
    where: { pipeline },
    orderBy: [{ position: "asc" }, { id: "asc" }],
    select: { id: true, label: true, position: true },
  });
}

type Ordered = { id: string; position: number };

/** The neighbour a row swaps places with, or a refusal at either end (or above the first stage). */
function neighbour<T extends Ordered>(rows: T[], id: string, direction: "up" | "down"): [T, T] {
  const at = rows.findIndex((row) => row.id === id);
  const other = rows[direction === "up" ? at - 1 : at + 1];
  const row = rows[at];
  if (!row || !other || isFirst(row.id) || isFirst(other.id)) throw conflict(errors.noMove);
  return [row, other];
}

/** Positions 0…n in the order given, so two rows never share one after a swap. */
const renumbered = <T extends Ordered>(rows: T[], [a, b]: [T, T]) =>
  rows
    .map((row) => (row.id === a.id ? b : row.id === b.id ? a : row))
    .map((row, position) => ({ id: row.id, position }));

export async function changeStage(actor: AuditActor, input: RowAction): Promise<void> {
  if (input.action === "add") {
    if (!input.pipeline) throw notFound(errors.unknownStage);
    return addStage(actor, input.pipeline, input.name);
  }
  const stage = await db.pipelineStage.findUnique({ where: { id: input.id ?? "" } });
  if (!stage) throw notFound(errors.unknownStage);
  const record = { kind: "workspace", id: `stage:${stage.id}` };
  if (input.action === "rename") {
    await db.pipelineStage.update({ where: { id: stage.id }, data: { name: input.name } });
    return recordAudit(actor, "workspace-settings", record, `${stage.name} → ${input.name}`);
  }
  if (input.action === "remove") {
    if (isFirst(stage.id)) throw conflict(errors.firstStage);
    if (KEPT.has(stage.id)) throw conflict(errors.keptStage);
    // The item table's foreign key refuses a record moved in meanwhile; the count says why first.
    const removed = await db
      .$transaction(async (tx) => {
        if ((await tx.workItem.count({ where: { stageId: stage.id } })) > 0) return false;
        await tx.pipelineStage.delete({ where: { id: stage.id } });
        return true;
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === "P2003") return false;
        throw error;
      });
    if (!removed) throw conflict(errors.stageHolds);
    return recordAudit(actor, "workspace-settings", record, `removed ${stage.name}`);
  }
  const rows = await stagesOf(stage.pipeline as Pipeline);
  await savePositions("stage", renumbered(rows, neighbour(rows, stage.id, input.action)));
  await recordAudit(actor, "workspace-settings", record, `${stage.name} ${input.action}`);
}

/** A new stage goes before the closing ones (hired, rejected, won, …): it is a step of the work. */
async function addStage(actor: AuditActor, pipeline: Pipeline, name: string): Promise<void> {
  const rows = await stagesOf(pipeline);
  const at = rows.findIndex((row) => row.outcome !== null);
  const id = randomUUID();
  const order = [...rows.map((row) => row.id)];
  order.splice(at < 0 ? order.length : at, 0, id);
  await db.$transaction([
    db.pipelineStage.create({ data: { id, pipeline, name, position: order.indexOf(id), phase: "in_progress" } }),
    ...order
      .map((stageId, position) => ({ stageId, position }))
      .filter(({ stageId }) => stageId !== id)
      .map(({ stageId, position }) => db.pipelineStage.update({ where: { id: stageId }, data: { position } })),
  ]);
  await recordAudit(actor, "workspace-settings", { kind: "workspace", id: `stage:${id}` }, `added ${name}`);
}

async function savePositions(table: "stage" | "reason", rows: Ordered[]): Promise<void> {
  await db.$transaction(
    rows.map(({ id, position }) =>
      table === "stage"
        ? db.pipelineStage.update({ where: { id }, data: { position } })
        : db.closeReason.update({ where: { id }, data: { position } }),
    ),
  );
}

export async function changeReason(actor: AuditActor, input: RowAction): Promise<void> {
  if (input.action === "add") {
    if (!input.pipeline) throw notFound(errors.unknownReason);
    const last = await db.closeReason.aggregate({ where: { pipeline: input.pipeline }, _max: { position: true } });
    const row = await db.closeReason.create({
      data: { pipeline: input.pipeline, label: input.name, position: (last._max.position ?? -1) + 1 },
    });
    return recordAudit(actor, "workspace-settings", { kind: "workspace", id: `reason:${row.id}` }, input.name);
  }
  const reason = await db.closeReason.findUnique({ where: { id: input.id ?? "" } });
  if (!reason) throw notFound(errors.unknownReason);
  const record = { kind: "workspace", id: `reason:${reason.id}` };
  if (input.action === "rename") {
    await db.closeReason.update({ where: { id: reason.id }, data: { label: input.name } });
    return recordAudit(actor, "workspace-settings", record, `${reason.label} → ${input.name}`);
  }
  // Records keep the reason's words they were closed with: removing one changes no record.
  if (input.action === "remove") {
    await db.closeReason.deleteMany({ where: { id: reason.id } });
    return recordAudit(actor, "workspace-settings", record, `removed ${reason.label}`);
  }
  const rows = await reasonsOf(reason.pipeline as Pipeline);
  await savePositions("reason", renumbered(rows, neighbour(rows, reason.id, input.action)));
  await recordAudit(actor, "workspace-settings", record, `${reason.label} ${input.action}`);
}
