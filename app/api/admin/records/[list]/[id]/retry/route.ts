import { answer, handler } from "@/lib/core/handler";
import { OUTBOX_TEXT } from "@/lib/content/admin";
import { listRecordParams } from "@/lib/features/admin/lists";
import { retryRecord } from "@/lib/features/admin/record-actions";
import { operator } from "@/lib/features/auth/access";

// The operator's "Send again" on an outgoing mail that a server refused (or that still waits).
export const POST = handler(
  { access: operator, params: listRecordParams("retry") },
  async ({ request, user, params: { list, id } }) => {
    await retryRecord(user, list, id);
    return answer(request, `/admin/${list.key}/${id}?saved=retried`, { message: OUTBOX_TEXT.retried });
  },
);
