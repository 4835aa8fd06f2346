import { handler, json } from "@/lib/core/handler";
import { workItemId } from "@/lib/content/workspace";
import { workParams } from "@/lib/features/admin/work-actions";
import { operator } from "@/lib/features/auth/access";
import { previewMessage } from "@/lib/features/conversations";
import { FORM_LIMIT } from "@/lib/core/request";
import { messageSchema } from "@/lib/validation/conversations-write";

// The "Write to …" panel's Preview: the subject and sanitised HTML the person would get, placeholders filled.
export const POST = handler(
  { access: operator, params: workParams, body: { schema: messageSchema, maxBytes: FORM_LIMIT } },
  async ({ user, params: { kind, id }, input }) => json(await previewMessage(workItemId(kind, id), input, user)),
);
