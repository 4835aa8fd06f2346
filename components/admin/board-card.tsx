"use client";

import { useEffect, useState, type DragEvent, type FormEvent } from "react";
import { BOARD_MOVE_PATH, BOARD_TEXT, type Board, type BoardCard } from "@/lib/content/workspace-board";
import { Button } from "@/components/ui/button";
import { OutcomeLine } from "@/components/ui/form-outcome";
import { SelectField } from "@/components/ui/select-field";
import { useFormSend } from "@/components/ui/use-form-send";
import { DueBadge } from "./due-badge";
import { BULK_FORM_ID } from "./bulk-form";
import { WORK_TEXT } from "@/lib/content/workspace-record";

/** A drop on another column: the stage, and a count so the same stage dropped twice still moves. */
export type Drop = { stageId: string; n: number };

type Props = {
  card: BoardCard;
  stageId: string;
  stages: Board["stages"];
  reasons: Board["reasons"];
  /** The board as it is filtered, for the form sent without JavaScript. */
  back: string;
  drop: Drop | undefined;
  onMoved: (cardId: string, stageId: string, message: string) => void;
};

/**
 * One card: its record's name (a link to it), job or company, age and owner, and its "Move to…"
 * menu, a plain form that also posts without JavaScript. A drop on another column sends the same
 * form; when the stage needs a reason, the menu opens with the reason to choose, focused.
 */
export function BoardCardView({ card, stageId, stages, reasons, back, drop, onMoved }: Props) {
  const { formRef, outcomeRef, errors, outcome, busy, send, fail } = useFormSend();
  const others = stages.filter((stage) => stage.id !== stageId);
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState(others[0]?.id ?? "");

  async function move(to: string, reason: string) {
    const result = await send<{ message: string }>(BOARD_MOVE_PATH, { itemId: card.id, stageId: to, reason, back });
    if (result.ok) return onMoved(card.id, to, result.data.message);
    setTarget(to);
    setOpen(true);
    fail(result);
  }

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the drop is an event the board hands down
    if (drop) void move(drop.stageId, "");
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new drop sends
  }, [drop]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    void move(String(fields.get("stageId") ?? ""), String(fields.get("reason") ?? ""));
  }

  function onDragStart(event: DragEvent<HTMLElement>) {
    event.dataTransfer.setData("text/plain", card.id);
    event.dataTransfer.effectAllowed = "move";
  }

  const key = card.id.replace(/[^A-Za-z0-9_-]/g, "-");
  return (
    <article
      draggable
      onDragStart={onDragStart}
      aria-labelledby={`card-${key}`}
      className="relative cursor-grab rounded-md border border-border bg-background p-3 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={`card-${key}`} className="font-semibold">
          <a href={card.href} className="text-primary hover:underline">
            {card.name}
          </a>
        </h3>
        {/* Ticked cards are what the board's bulk form (below the columns) changes. */}
        <input
          type="checkbox"
          form={BULK_FORM_ID}
          name="ids"
          value={card.id}
          aria-label={WORK_TEXT.bulkSelect(card.name)}
          className="mt-1 size-4 shrink-0"
        />
      </div>
      {card.title && <p className="text-sm">{card.title}</p>}
      <p className="text-sm text-muted-foreground">
        {BOARD_TEXT.received(card.age)} · {BOARD_TEXT.ownerLine(card.owner)} <DueBadge label={card.due} />
      </p>
      <details open={open} onToggle={(event) => setOpen(event.currentTarget.open)} className="mt-2">
        <summary id={`move-${key}`} className="cursor-pointer text-sm font-medium text-primary">
          {BOARD_TEXT.moveTo}
          <span className="sr-only"> {card.name}</span>
        </summary>
        <form
          ref={formRef}
          method="post"
          action={BOARD_MOVE_PATH}
          onSubmit={onSubmit}
          className="mt-2 space-y-2 [&_label]:text-sm"
        >
          <input type="hidden" name="itemId" value={card.id} />
          <input type="hidden" name="back" value={back} />
          <SelectField
            id={`move-stage-${key}`}
            label={BOARD_TEXT.moveToStage}
            name="stageId"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            options={others.map(({ id, name }) => ({ value: id, label: name }))}
          />
          <SelectField
            id={`move-reason-${key}`}
            label={BOARD_TEXT.reason}
            name="reason"
            hint={BOARD_TEXT.reasonHint}
            error={errors.reason}
            defaultValue=""
            options={[
              { value: "", label: BOARD_TEXT.noReason },
              ...reasons.map(({ id, label }) => ({ value: id, label })),
            ]}
          />
          <Button type="submit" size="sm" disabled={busy}>
            {BOARD_TEXT.move}
          </Button>
          {outcome && <OutcomeLine outcome={outcome} ref={outcomeRef} />}
        </form>
      </details>
    </article>
  );
}
