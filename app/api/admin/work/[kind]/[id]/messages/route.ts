import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { WRITE_TEXT } from "@/lib/content/conversations-write";
import { workRecordPath } from "@/lib/content/workspace-record";
import { workItemId } from "@/lib/content/workspace";
import { workParams } from "@/lib/features/admin/work-actions";
import { operator } from "@/lib/features/auth/access";
import { sendMessage } from "@/lib/features/conversations";
import { messageSchema } from "@/lib/validation/conversations-write";

// "Write to …" on a record's page (and a person's): the message goes through the outbox under the
// owner's name, with the record's reply address; a page's form comes back to the record.
export const POST = handler(
  {
    access: operator,
    params: workParams,
    body: jsonOrForm(messageSchema),
    back: (problem, { kind, id }) => `${workRecordPath(kind, id)}?write-error=${problem}#write-heading`,
  },
  async ({ request, user, params: { kind, id }, input }) => {
    const sent = await sendMessage(workItemId(kind, id), input, user);
    return answer(request, `${workRecordPath(kind, id)}?write=sent#write-heading`, {
      message: WRITE_TEXT.sent,
      id: sent.id,
    });
  },
);
