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

/** A stage or a close reason as changeRow sees it (a reason's label is its name). */
type NamedRow = { id: string; name: string; pipeline: string };

/** What changeRow needs of the stages or of the close reasons. */
type RowTable = {
  kind: "stage" | "reason";
  unknown: string;
  find: (id: string) => Promise<NamedRow | null>;
  rename: (id: string, name: string) => Promise<unknown>;
  rows: (pipeline: Pipeline) => Promise<Ordered[]>;
  /** Removes the row, or refuses with why. */
  remove: (row: NamedRow) => Promise<void>;
};

const STAGES: RowTable = {
  kind: "stage",
  unknown: errors.unknownStage,
  find: (id) => db.pipelineStage.findUnique({ where: { id } }),
  rename: (id, name) => db.pipelineStage.update({ where: { id }, data: { name } }),
  rows: stagesOf,
  remove: async (stage) => {
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
  },
};

const REASONS: RowTable = {
  kind: "reason",
  unknown: errors.unknownReason,
  find: async (id) => {
    const reason = await db.closeReason.findUnique({ where: { id } });
    return reason && { ...reason, name: reason.label };
  },
  rename: (id, label) => db.closeReason.update({ where: { id }, data: { label } }),
  rows: reasonsOf,
  // Records keep the reason's words they were closed with: removing one changes no record.
  remove: async (reason) => {
    await db.closeReason.deleteMany({ where: { id: reason.id } });
  },
};

/** A stage's or a reason's rename, removal or move, each written to the audit trail. */
async function changeRow(
  table: RowTable,
  actor: AuditActor,
  id: string | undefined,
  action: Exclude<RowAction["action"], "add">,
  name: string,
): Promise<void> {
  const row = await table.find(id ?? "");
  if (!row) throw notFound(table.unknown);
  const audit = (detail: string) =>
    recordAudit(actor, "workspace-settings", { kind: "workspace", id: `${table.kind}:${row.id}` }, detail);
  if (action === "rename") {
    await table.rename(row.id, name);
    return audit(`${row.name} → ${name}`);
  }
  if (action === "remove") {
    await table.remove(row);
    return audit(`removed ${row.name}`);
  }
  const rows = await table.rows(row.pipeline as Pipeline);
  await savePositions(table.kind, renumbered(rows, neighbour(rows, row.id, action)));
  await audit(`${row.name} ${action}`);
}

export async function changeStage(actor: AuditActor, input: RowAction): Promise<void> {
  if (input.action !== "add") return changeRow(STAGES, actor, input.id, input.action, input.name);
  if (!input.pipeline) throw notFound(errors.unknownStage);
  return addStage(actor, input.pipeline, input.name);
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
  if (input.action !== "add") return changeRow(REASONS, actor, input.id, input.action, input.name);
  if (!input.pipeline) throw notFound(errors.unknownReason);
  const last = await db.closeReason.aggregate({ where: { pipeline: input.pipeline }, _max: { position: true } });
  const row = await db.closeReason.create({
    data: { pipeline: input.pipeline, label: input.name, position: (last._max.position ?? -1) + 1 },
  });
  await recordAudit(actor, "workspace-settings", { kind: "workspace", id: `reason:${row.id}` }, input.name);
}
