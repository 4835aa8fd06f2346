import { isRecordId } from "@/lib/features/admin/lists";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { recordAudit, type AuditAction } from "@/lib/features/audit";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { applyProofAction } from "@/lib/features/proof/manage";
import { ADMIN_PROOF } from "@/lib/content/admin-proof";
import { isProofKind } from "@/lib/content/proof";
import { notFound, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { proofActionSchema, type ProofAction } from "@/lib/validation/proof";

type Context = { params: Promise<{ kind: string; id: string }> };

// Moves change no one's data: only these go into the audit trail.
const AUDITED: Partial<Record<ProofAction, AuditAction>> = { publish: "proof-publish", unpublish: "proof-unpublish", delete: "proof-delete" };

// Publishes, takes down, moves or deletes a proof-of-work entry; a move or a deletion goes back to the list.
export const POST = route<Context>(async (request, { params }) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi(request);
  const { kind, id } = await params;
  if (!isProofKind(kind) || !isRecordId(id)) throw notFound(ADMIN_PROOF.unknown);
  const { action } = await readJsonOrForm(request, proofActionSchema);
  const row = await applyProofAction(kind, id, action);
  const audited = AUDITED[action];
  if (audited) await recordAudit(operator, audited, { kind, id });
  const location = action === "publish" || action === "unpublish" ? `/admin/proof/${kind}/${id}?saved=${action}` : `/admin/proof?saved=${action}#${kind}`;
  return answer(request, location, { message: ADMIN_PROOF.notices[action], id, status: row?.status ?? null });
});
