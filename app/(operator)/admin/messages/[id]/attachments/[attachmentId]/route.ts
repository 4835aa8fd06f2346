import { handler } from "@/lib/core/handler";
import { notFound } from "@/lib/core/errors";
import { isRecordId } from "@/lib/core/request";
import { attachment } from "@/lib/features/admin/download";
import { operator } from "@/lib/features/auth/access";
import { openAttachment } from "@/lib/features/conversations/view";

/** The URL's message and attachment ids (the ids the site makes: UUIDs, cuids), else not found. */
function attachmentParams(raw: Record<string, string>): { id: string; attachmentId: string } {
  const id = raw.id ?? "";
  const attachmentId = raw.attachmentId ?? "";
  if (!isRecordId(id) || !isRecordId(attachmentId)) throw notFound();
  return { id, attachmentId };
}

// A reply's attachment, for an operator only: saved, never rendered (attachment, nosniff, the type stored).
export const GET = handler({ access: operator, params: attachmentParams }, async ({ user, params }) => {
  const { body, name, type } = await openAttachment(user, params.id, params.attachmentId);
  return attachment(body, name, type);
});
