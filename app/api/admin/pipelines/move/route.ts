import { handler, jsonOrForm, reply } from "@/lib/core/handler";
import { boardPath } from "@/lib/content/workspace-board";
import { operator } from "@/lib/features/auth/access";
import { moveCard, withNotice } from "@/lib/features/workspace/board";
import { boardMoveSchema } from "@/lib/validation/workspace-board";

// A card moved on a pipeline board: JSON from the board's script (drag and drop, "Move to…"), or
// the card's form without JavaScript, which goes back to the board as it was filtered.
export const POST = handler(
  {
    access: operator,
    body: jsonOrForm(boardMoveSchema),
    back: (problem, _params, { input }) => withNotice(input?.back ?? boardPath("applications"), "problem", problem),
  },
  async ({ request, user, input }) => reply(request, await moveCard(user, input)),
);
