import { RESUME_MISSING } from "@/lib/content/admin";
import { attachment } from "@/lib/features/admin/download";
import { findList, isRecordId } from "@/lib/features/admin/lists";
import { recordAudit } from "@/lib/features/audit";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { notFound, route } from "@/lib/core/http";
import { fileStore } from "@/lib/core/storage";

type Context = { params: Promise<{ list: string; id: string }> };

// The resume or file of a career application or business enquiry, for the operator only.
export const GET = route<Context>(async (_request, { params }) => {
  const operator = await requireOperatorApi();
  const { list: key, id } = await params;
  const list = findList(key);
  if (!list?.file || !isRecordId(id)) throw notFound();
  const stored = await list.file(id);
  if (!stored) throw notFound(RESUME_MISSING.notReceived);
  const body = await fileStore.open(stored.key);
  if (!body) throw notFound(RESUME_MISSING.notStored);
  await recordAudit(operator, "resume-download", { kind: list.key, id });
  return attachment(body, stored.name, stored.type);
});
