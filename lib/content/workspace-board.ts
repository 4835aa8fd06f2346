// The pipeline boards (/admin/pipelines/<pipeline>): where they are, what the navigation, the
// filters, the cards and the "Move to…" menu say, and the sentence a move announces.
import { PIPELINE_TITLES, type Pipeline } from "./workspace";
import type { DueLabel } from "./workspace-promise";

export const boardPath = (pipeline: Pipeline) => `/admin/pipelines/${pipeline}`;

/** The handler every card's move is posted to (JSON from the board's script, a form without it). */
export const BOARD_MOVE_PATH = "/api/admin/pipelines/move";

/** Cards shown per column, newest first; the column's count says how many there are in all. */
export const BOARD_CARDS_PER_COLUMN = 50;

/** The owner filter's two choices besides one named operator. */
export const OWNER_FILTERS = { mine: "mine", unassigned: "unassigned" } as const;

export const BOARD_TEXT = {
  title: (pipeline: Pipeline) => `${PIPELINE_TITLES[pipeline]} board`,
  filterLabel: (pipeline: Pipeline) => `Filter the ${PIPELINE_TITLES[pipeline].toLowerCase()} board`,
  search: "Search by name, e-mail, job or company",
  stage: "Stage",
  allStages: "All stages",
  owner: "Owner",
  anyOwner: "Anyone",
  mine: "Mine",
  unassigned: "Unassigned",
  columnCount: (shown: number, total: number) => (shown < total ? `${total} (newest ${shown} shown)` : `${total}`),
  empty: "Nothing here.",
  ownerLine: (name: string | null) => (name ? `Owner: ${name}` : "Unassigned"),
  received: (age: string) => `Received ${age} ago`,
  moveTo: "Move to…",
  moveToStage: "Stage",
  reason: "Reason",
  reasonHint: "Needed for Rejected and Lost.",
  noReason: "Choose a reason",
  move: "Move",
  dragHint: "Drag a card to another column, or open its “Move to…” menu, choose a stage and press Move.",
  moved: (name: string, stage: string) => `Moved ${name} to ${stage}.`,
  movedNoScript: "The card was moved.",
  problem: {
    invalid: "Choose a stage of this pipeline, and a reason for Rejected or Lost.",
    failed: "The card could not be moved. Reload the board and try again.",
  },
} as const;

/** How long ago a record arrived, in its largest whole unit ("5 min", "3 h", "2 d"). */
export function ageOf(receivedAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - receivedAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d`;
}

/** A card as the board shows it: the record's name, its job or company, its age and its owner. */
export type BoardCard = {
  id: string;
  name: string;
  title: string | null;
  href: string;
  age: string;
  owner: string | null;
  /** The reply promise: "due in 3 h", "overdue by 1 day", "answered" (lib/content/workspace-promise.ts). */
  due: DueLabel | null;
};

export type BoardColumn = { id: string; name: string; total: number; cards: BoardCard[] };

export type Board = {
  /** Every stage of the pipeline, in order (the filter and the "Move to…" menu offer them all). */
  stages: Array<{ id: string; name: string }>;
  /** The stages shown: all, or the one filtered. */
  columns: BoardColumn[];
  reasons: Array<{ id: string; label: string }>;
  operators: Array<{ id: string; name: string }>;
};
