import { answer, backWithError, handler, jsonOrForm } from "@/lib/core/handler";
import { TEMPLATES_PATH, TEMPLATES_TEXT } from "@/lib/content/conversations-write";
import { operator } from "@/lib/features/auth/access";
import { changeTemplate } from "@/lib/features/conversations";
import { templateSchema } from "@/lib/validation/conversations-write";

const DONE = { create: "created", save: "saved", delete: "deleted", up: "moved", down: "moved" } as const;

// The message templates (/admin/templates): add, save, delete, move up or down.
export const POST = handler(
  {
    access: operator,
    body: jsonOrForm(templateSchema),
    back: backWithError(TEMPLATES_PATH),
  },
  async ({ request, user, input }) => {
    const changed = await changeTemplate(input, user);
    const done = DONE[input.action];
    return answer(request, `${TEMPLATES_PATH}?saved=${done}`, { message: TEMPLATES_TEXT.notices[done], changed });
  },
);
