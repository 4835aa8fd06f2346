// The lists' filters by the work item (its stage, its owner: one operator, "mine", "unassigned")
// and the list's Stage, Owner and Reply columns, read from the items of the rows shown.
import "server-only";
import { OWNER_FILTER } from "../../content/workspace-record";
import { dueLabel } from "../../content/workspace-promise";
import { WORK_KINDS, workItemId, type WorkKind } from "../../content/workspace";
import { db } from "../../core/db";
import { pipelineChoices } from "../workspace";
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

/** The list's columns read from the work items, by their heading. */
export const WORK_COLUMNS = ["Stage", "Owner", "Reply"] as const;
export type WorkCells = Record<(typeof WORK_COLUMNS)[number], string>;

/** Each shown record's stage, owner and reply promise ("due in 3 h", "overdue by 1 day"), by record id. */
export async function workCells(
  kind: WorkKind,
  recordIds: string[],
  now = new Date(),
): Promise<Map<string, WorkCells>> {
  const items = await db.workItem.findMany({
    where: { id: { in: recordIds.map((id) => workItemId(kind, id)) } },
    select: {
      recordId: true,
      dueAt: true,
      answeredAt: true,
      stage: { select: { name: true } },
      owner: { select: { name: true } },
    },
  });
  return new Map(
    items.map((item) => [
      item.recordId,
      { Stage: item.stage.name, Owner: item.owner?.name ?? "", Reply: dueLabel(item, now)?.text ?? "" },
    ]),
  );
}

/** What the filter and bulk forms offer: the pipeline's stages and close reasons, and the operators. */
export async function workFilterChoices(kind: WorkKind) {
  const { stages, reasons, operators } = await pipelineChoices(WORK_KINDS[kind].pipeline);
  return {
    stages: stages.map((stage) => ({ value: stage.id, label: stage.name })),
    reasons: reasons.map((reason) => ({ value: reason.id, label: reason.label })),
    operators: operators.map((operator) => ({ value: operator.id, label: operator.name })),
  };
}
export type WorkChoices = Awaited<ReturnType<typeof workFilterChoices>>;
