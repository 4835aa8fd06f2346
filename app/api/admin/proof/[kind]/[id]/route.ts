import { answer, handler } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { operator } from "@/lib/features/auth/access";
import { proofRowParams, updateProof } from "@/lib/features/proof/manage";
import { ADMIN_PROOF } from "@/lib/content/admin-proof";

// Saves a proof-of-work entry from its editor (multipart, a new image optional, read and streamed by
// the feature); its status and order stay.
export const POST = handler({ access: operator, params: proofRowParams }, async ({ request, user, params }) => {
  const { kind, id } = params;
  const row = await updateProof(kind, id, request);
  await recordAudit(user, "proof-save", { kind, id });
  const location = `/admin/proof/${kind}/${id}?saved=saved`;
  return answer(request, location, { message: ADMIN_PROOF.notices.saved, id, status: row.status, location });
});
