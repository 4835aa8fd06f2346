import { isRecordId } from "@/lib/features/admin/lists";
import { answer } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { updateProof } from "@/lib/features/proof/manage";
import { ADMIN_PROOF } from "@/lib/content/admin-proof";
import { isProofKind } from "@/lib/content/proof";
import { notFound, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";

type Context = { params: Promise<{ kind: string; id: string }> };

// Saves a proof-of-work entry from its editor (multipart, a new image optional); its status and order stay.
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi(request);
  const { kind, id } = await params;
  if (!isProofKind(kind) || !isRecordId(id)) throw notFound(ADMIN_PROOF.unknown);
  const row = await updateProof(kind, id, request);
  await recordAudit(operator, "proof-save", { kind, id });
  const location = `/admin/proof/${kind}/${id}?saved=saved`;
  return answer(request, location, { message: ADMIN_PROOF.notices.saved, id, status: row.status, location });
});
