"use client";

import { useEffect, useRef, useState, type DragEvent } from "react";
import { BOARD_TEXT, type Board, type BoardColumn } from "@/lib/content/workspace-board";
import { BoardCardView, type Drop } from "./board-card";

const keyOf = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, "-");

/** The board's state after a move: the card leaves its column and heads the one it went to (if shown). */
function afterMove(columns: BoardColumn[], cardId: string, stageId: string): BoardColumn[] {
  const card = columns.flatMap((column) => column.cards).find((each) => each.id === cardId);
  if (!card) return columns;
  return columns.map((column) => {
    const had = column.cards.some((each) => each.id === cardId);
    const cards = column.cards.filter((each) => each.id !== cardId);
    if (column.id === stageId) return { ...column, total: column.total + (had ? 0 : 1), cards: [card, ...cards] };
    return had ? { ...column, total: column.total - 1, cards } : column;
  });
}

/**
 * The columns and their cards. A card moves by drag and drop or by its "Move to…" menu; either way
 * the move is announced, and the focus follows the card to its new column (to the column it left
 * when the one it went to is filtered out).
 */
export function PipelineBoard({ board, back }: { board: Board; back: string }) {
  const [columns, setColumns] = useState(board.columns);
  const [said, setSaid] = useState("");
  const [drops, setDrops] = useState<Record<string, Drop>>({});
  const focus = useRef<string | null>(null);

  useEffect(() => {
    if (!focus.current) return;
    document.getElementById(focus.current)?.focus();
    focus.current = null;
  }, [columns]);

  function onMoved(cardId: string, stageId: string, message: string) {
    const from = columns.find((column) => column.cards.some((card) => card.id === cardId));
    const shown = columns.some((column) => column.id === stageId);
    focus.current = shown ? `move-${keyOf(cardId)}` : `column-${keyOf(from?.id ?? "")}`;
    setColumns((current) => afterMove(current, cardId, stageId));
    setDrops(({ [cardId]: _done, ...rest }) => rest);
    setSaid(message);
  }

  function onDrop(event: DragEvent<HTMLElement>, column: BoardColumn) {
    event.preventDefault();
    const cardId = event.dataTransfer.getData("text/plain");
    if (!cardId || column.cards.some((card) => card.id === cardId)) return;
    setDrops((current) => ({ ...current, [cardId]: { stageId: column.id, n: (current[cardId]?.n ?? 0) + 1 } }));
  }

  return (
    <>
      <p className="text-sm text-muted-foreground">{BOARD_TEXT.dragHint}</p>
      <p role="status" className="min-h-6 font-semibold text-success">
        {said}
      </p>
      <div className="flex gap-4 overflow-x-auto pb-4">
        {columns.map((column) => (
          <section
            key={column.id}
            aria-labelledby={`column-${keyOf(column.id)}`}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => onDrop(event, column)}
            className="w-72 shrink-0 rounded-lg border border-border p-3"
          >
            <h2 id={`column-${keyOf(column.id)}`} tabIndex={-1} className="font-semibold">
              {column.name}{" "}
              <span className="text-sm font-normal text-muted-foreground">
                ({BOARD_TEXT.columnCount(column.cards.length, column.total)})
              </span>
            </h2>
            {column.cards.length === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">{BOARD_TEXT.empty}</p>
            ) : (
              <ol className="mt-3 space-y-3">
                {column.cards.map((card) => (
                  <li key={card.id}>
                    <BoardCardView
                      card={card}
                      stageId={column.id}
                      stages={board.stages}
                      reasons={board.reasons}
                      back={back}
                      drop={drops[card.id]}
                      onMoved={onMoved}
                    />
                  </li>
                ))}
              </ol>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
