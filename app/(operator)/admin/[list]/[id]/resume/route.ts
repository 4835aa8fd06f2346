import { handler } from "@/lib/core/handler";
import { attachment } from "@/lib/features/admin/download";
import { listRecordParams } from "@/lib/features/admin/lists";
import { openRecordFile } from "@/lib/features/admin/record-actions";
import { operator } from "@/lib/features/auth/access";

// The resume or file of a career application or business enquiry, for the operator only.
export const GET = handler({ access: operator, params: listRecordParams("file") }, async ({ user, params }) => {
  const { body, name, type } = await openRecordFile(user, params.list, params.id);
  return attachment(body, name, type);
});
