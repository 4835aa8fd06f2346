import { answer } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { createProof } from "@/lib/features/proof/manage";
import { ADMIN_PROOF } from "@/lib/content/admin-proof";
import { isProofKind } from "@/lib/content/proof";
import { notFound, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";

type Context = { params: Promise<{ kind: string }> };

// Creates a case study, client logo or team member as a draft, from the operator's multipart form.
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi(request);
  const { kind } = await params;
  if (!isProofKind(kind)) throw notFound(ADMIN_PROOF.unknown);
  const row = await createProof(kind, request);
  await recordAudit(operator, "proof-save", { kind, id: row.id });
  const location = `/admin/proof/${kind}/${row.id}?saved=created`;
  return answer(request, location, { message: ADMIN_PROOF.notices.created, id: row.id, status: row.status, location });
});
