import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { notFound } from "@/lib/core/errors";
import { UNMATCHED_PATH, UNMATCHED_TEXT } from "@/lib/content/conversations-view";
import { operator } from "@/lib/features/auth/access";
import { deleteUnmatched, fileUnmatched } from "@/lib/features/conversations/unmatched";
import { unmatchedActionSchema } from "@/lib/validation/unmatched-mail";

const ID = /^[a-z0-9]{20,32}$/;

function messageParams(raw: Record<string, string>): { id: string } {
  const id = raw.id ?? "";
  if (!ID.test(id)) throw notFound();
  return { id };
}

// An unmatched reply filed on a record or deleted, from the Unmatched mail page (works without JavaScript).
export const POST = handler(
  {
    access: operator,
    params: messageParams,
    body: jsonOrForm(unmatchedActionSchema),
    back: (problem) => `${UNMATCHED_PATH}?error=${problem}`,
  },
  async ({ request, user, params: { id }, input }) => {
    if (input.action === "delete") {
      await deleteUnmatched(user, id);
      return answer(request, `${UNMATCHED_PATH}?done=deleted`, { message: UNMATCHED_TEXT.notices.deleted });
    }
    const itemId = await fileUnmatched(user, id, input);
    return answer(request, `${UNMATCHED_PATH}?done=filed`, { message: UNMATCHED_TEXT.notices.filed, itemId });
  },
);
