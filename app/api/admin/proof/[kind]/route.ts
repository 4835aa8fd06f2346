import { answer, handler } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { operator } from "@/lib/features/auth/access";
import { createProof, proofKindParam } from "@/lib/features/proof/manage";
import { ADMIN_PROOF } from "@/lib/content/admin-proof";

// Creates a case study, client logo or team member as a draft, from the operator's multipart form
// (read and its image streamed by the feature).
export const POST = handler({ access: operator, params: proofKindParam }, async ({ request, user, params }) => {
  const { kind } = params;
  const row = await createProof(kind, request);
  await recordAudit(user, "proof-save", { kind, id: row.id });
  const location = `/admin/proof/${kind}/${row.id}?saved=created`;
  return answer(request, location, { message: ADMIN_PROOF.notices.created, id: row.id, status: row.status, location });
});
