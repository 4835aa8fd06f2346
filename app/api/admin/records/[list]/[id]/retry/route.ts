import { findList, isRecordId } from "@/lib/features/admin/lists";
import { answer } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { conflict, notFound, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { OUTBOX_TEXT } from "@/lib/content/admin";

type Context = { params: Promise<{ list: string; id: string }> };

// The operator's "Send again" on an outgoing mail that a server refused (or that still waits).
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi();
  const { list: key, id } = await params;
  const list = findList(key);
  if (!list?.retry || !isRecordId(id)) throw notFound();
  if (!(await list.detail(id))) throw notFound();
  if (!(await list.retry(id))) throw conflict(OUTBOX_TEXT.alreadySent);
  await recordAudit(operator, "outbox-retry", { kind: list.key, id });
  return answer(request, `/admin/${list.key}/${id}?saved=retried`, { message: OUTBOX_TEXT.retried });
});
