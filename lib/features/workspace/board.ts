// A pipeline's board (/admin/pipelines/<pipeline>): a column per stage with its newest cards and
// its count under the same filters as the lists (search, stage, owner with Mine and Unassigned,
// job, date received), and a card's move, which goes through moveItem (./items.ts) once the close
// reason the form names is found among the pipeline's own.
import "server-only";
import {
  BOARD_CARDS_PER_COLUMN,
  BOARD_TEXT,
  OWNER_FILTERS,
  ageOf,
  boardPath,
  type Board,
  type BoardColumn,
} from "../../content/workspace-board";
import { adminRecordPath } from "../../content/admin-records";
import { callPath } from "../../content/booking-calls";
import { WORK_KINDS, WORKSPACE_ERRORS, type Pipeline, type WorkKind } from "../../content/workspace";
import type { BoardMove } from "../../validation/workspace-board";
import { db, type Prisma } from "../../core/db";
import { containsText } from "../../core/db/dialect";
import { invalid, notFound } from "../../core/errors";
import { createdRange, parseFilters, type SearchParams } from "../admin";
import { moveItem, type Mover } from "./items";
import { pipelineChoices } from "./choices";
import { dueLabel } from "../../content/workspace-promise";

export type BoardFilters = { q: string; stage: string; owner: string; job: string; from: string; to: string };

const ANY_ID = /^[A-Za-z0-9:_-]{1,100}$/;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? "";

/** The board's filters from its URL; anything malformed reads as no filter. */
export function parseBoardFilters(params: SearchParams): BoardFilters {
  const { q, job, from, to } = parseFilters(params, []);
  const stage = first(params.stage);
  const owner = first(params.owner);
  return { q, job, from, to, stage: ANY_ID.test(stage) ? stage : "", owner: ANY_ID.test(owner) ? owner : "" };
}

/** The board's query string (empty values left out), for its links and for a form to come back to. */
export function boardQuery(filters: BoardFilters): string {
  const params = new URLSearchParams();
  for (const key of ["q", "stage", "owner", "job", "from", "to"] as const)
    if (filters[key]) params.set(key, filters[key]);
  const text = params.toString();
  return text ? `?${text}` : "";
}

function ownerWhere(owner: string, viewerId: string): Prisma.WorkItemWhereInput {
  if (owner === OWNER_FILTERS.mine) return { ownerId: viewerId };
  if (owner === OWNER_FILTERS.unassigned) return { ownerId: null };
  return owner ? { ownerId: owner } : {};
}

function itemWhere(pipeline: Pipeline, filters: BoardFilters, viewerId: string): Prisma.WorkItemWhereInput {
  const received = createdRange({ ...filters, status: "", page: 1 });
  const terms = filters.q.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    pipeline,
    ...(filters.stage ? { stageId: filters.stage } : {}),
    ...ownerWhere(filters.owner, viewerId),
    ...(filters.job ? { jobId: filters.job } : {}),
    ...(received ? { receivedAt: received } : {}),
    ...(terms.length > 0
      ? {
          AND: terms.map((term) => ({
            OR: ["name", "email", "title"].map((field) => ({ [field]: containsText(term) })),
          })),
        }
      : {}),
  };
}

/** Where a card opens: its record's page in its list (a booked call's own page). */
function recordHref(kind: string, recordId: string): string {
  const list = WORK_KINDS[kind as WorkKind]?.list;
  return list ? adminRecordPath(list, recordId) : callPath(recordId);
}

/**
 * The board: per stage (all, or the one filtered), how many items match and the newest of them.
 * One count grouped by stage and one short query per column, each on the (pipeline, stage,
 * receivedAt) index, so the cost does not grow with the pipeline's size.
 */
export async function loadBoard(pipeline: Pipeline, filters: BoardFilters, viewerId: string, now = new Date()) {
  const where = itemWhere(pipeline, filters, viewerId);
  const [choices, counts] = await Promise.all([
    pipelineChoices(pipeline),
    db.workItem.groupBy({ by: ["stageId"], where, _count: { _all: true } }),
  ]);
  const { reasons, operators } = choices;
  const stages = choices.stages.map(({ id, name }) => ({ id, name }));
  const totals = new Map(counts.map((row) => [row.stageId, row._count._all]));
  const shown = filters.stage ? stages.filter((stage) => stage.id === filters.stage) : stages;
  const columns = await Promise.all(
    shown.map(async (stage): Promise<BoardColumn> => {
      const total = totals.get(stage.id) ?? 0;
      const items =
        total === 0
          ? []
          : await db.workItem.findMany({
              where: { ...where, stageId: stage.id },
              orderBy: [{ receivedAt: "desc" }, { id: "desc" }],
              take: BOARD_CARDS_PER_COLUMN,
              select: {
                id: true,
                kind: true,
                recordId: true,
                name: true,
                title: true,
                receivedAt: true,
                dueAt: true,
                answeredAt: true,
                owner: { select: { name: true } },
              },
            });
      const cards = items.map((item) => ({
        id: item.id,
        name: item.name,
        title: item.title,
        href: recordHref(item.kind, item.recordId),
        age: ageOf(item.receivedAt, now),
        owner: item.owner?.name ?? null,
        due: dueLabel(item, now),
      }));
      return { id: stage.id, name: stage.name, total, cards };
    }),
  );
  return { stages, columns, reasons: reasons.map(({ id, label }) => ({ id, label })), operators } satisfies Board;
}

/** The board's URL with one more parameter (what a form's move did, or its problem). */
export function withNotice(url: string, key: "moved" | "problem", value: string): string {
  const [path = "", query = ""] = url.split("?");
  const params = new URLSearchParams(query);
  params.delete("moved");
  params.delete("problem");
  params.set(key, value);
  return `${path}?${params.toString()}`;
}

/**
 * Moves a card: the close reason is one of its pipeline's (by id), then moveItem checks the stage,
 * asks the reason Rejected and Lost need and writes the timeline and the audit trail. Returns the
 * board to go back to and what the board's script is told.
 */
export async function moveCard(mover: Mover, input: BoardMove) {
  const item = await db.workItem.findUnique({ where: { id: input.itemId }, select: { pipeline: true, name: true } });
  if (!item) throw notFound(WORKSPACE_ERRORS.noItem);
  const reason = input.reason
    ? await db.closeReason.findFirst({ where: { id: input.reason, pipeline: item.pipeline } })
    : null;
  if (input.reason && !reason) throw invalid([{ field: "reason", msg: WORKSPACE_ERRORS.reasonNeeded }]);
  const moved = await moveItem(input.itemId, input.stageId, mover, reason?.label ?? null);
  const stage = await db.pipelineStage.findUniqueOrThrow({ where: { id: input.stageId }, select: { name: true } });
  const message = BOARD_TEXT.moved(item.name, stage.name);
  return {
    location: withNotice(input.back ?? boardPath(item.pipeline as Pipeline), "moved", "1"),
    body: { message, moved, itemId: input.itemId, stageId: input.stageId },
  };
}
