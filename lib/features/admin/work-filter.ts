// The lists' filters by the work item (its stage, its owner: one operator, "mine", "unassigned")
// and the list's Stage and Owner columns, read from the items of the rows shown.
import "server-only";
import { OWNER_FILTER } from "../../content/workspace-record";
import { WORK_KINDS, workItemId, type WorkKind } from "../../content/workspace";
import { db } from "../../core/db";
import type { ListFilters } from "./filters";

/** The record ids the stage and owner filters let through, or null when neither is set. */
export async function workRecordIds(kind: WorkKind, filters: ListFilters): Promise<string[] | null> {
  if (!filters.stage && !filters.owner) return null;
  const ownerId =
    filters.owner === OWNER_FILTER.unassigned
      ? null
      : filters.owner === OWNER_FILTER.mine
        ? (filters.me ?? "")
        : filters.owner;
  const rows = await db.workItem.findMany({
    where: { kind, ...(filters.stage ? { stageId: filters.stage } : {}), ...(filters.owner ? { ownerId } : {}) },
    select: { recordId: true },
  });
  return rows.map((row) => row.recordId);
}

/** Each shown record's stage and owner names, by record id. */
export async function workCells(kind: WorkKind, recordIds: string[]): Promise<Map<string, [string, string]>> {
  const items = await db.workItem.findMany({
    where: { id: { in: recordIds.map((id) => workItemId(kind, id)) } },
    select: { recordId: true, stage: { select: { name: true } }, owner: { select: { name: true } } },
  });
  return new Map(items.map((item) => [item.recordId, [item.stage.name, item.owner?.name ?? ""]]));
}

/** What the filter and bulk forms offer: the pipeline's stages and close reasons, and the operators. */
export async function workFilterChoices(kind: WorkKind) {
  const pipeline = WORK_KINDS[kind].pipeline;
  const [stages, reasons, operators] = await Promise.all([
    db.pipelineStage.findMany({ where: { pipeline }, orderBy: { position: "asc" } }),
    db.closeReason.findMany({ where: { pipeline }, orderBy: { position: "asc" } }),
    db.user.findMany({ where: { role: "operator" }, orderBy: { name: "asc" }, select: { id: true, name: true } }),
  ]);
  return {
    stages: stages.map((stage) => ({ value: stage.id, label: stage.name })),
    reasons: reasons.map((reason) => ({ value: reason.id, label: reason.label })),
    operators: operators.map((operator) => ({ value: operator.id, label: operator.name })),
  };
}
export type WorkChoices = Awaited<ReturnType<typeof workFilterChoices>>;
