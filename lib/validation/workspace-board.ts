// A card's move on a pipeline board (lib/features/workspace/board.ts): the item, the stage it goes
// to, the close reason Rejected and Lost ask for (a CloseReason's id), and the board a form returns to.
import { z } from "zod/mini";

const BOARD_URL = /^\/admin\/pipelines\/(applications|leads)(\?[^#]*)?$/;
const ITEM_ID = /^(career|business|partnership|contact|booking):[A-Za-z0-9_-]{1,64}$/;

export const boardMoveSchema = z.object({
  itemId: z.string().check(z.regex(ITEM_ID, { error: "Choose a card" })),
  stageId: z.string().check(z.minLength(1, { error: "Choose a stage" }), z.maxLength(100)),
  /** A CloseReason's id (an empty select reads as none). */
  reason: z.pipe(
    z.optional(z.string().check(z.maxLength(100))),
    z.transform((value: string | undefined) => (value ? value : null)),
  ),
  /** The board as it was filtered (path and query), which a form without JavaScript goes back to. */
  back: z.pipe(
    z.optional(z.string().check(z.maxLength(600))),
    z.transform((value: string | undefined) => (value && BOARD_URL.test(value) ? value : null)),
  ),
});

export type BoardMove = z.output<typeof boardMoveSchema>;
