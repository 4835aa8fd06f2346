import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { operator } from "@/lib/features/auth/access";
import { actOnProof, proofRowParams } from "@/lib/features/proof/manage";
import { ADMIN_PROOF } from "@/lib/content/admin-proof";
import { proofActionSchema } from "@/lib/validation/proof";

// Publishes, takes down, moves or deletes a proof-of-work entry; a move or a deletion goes back to the list.
export const POST = handler(
  { access: operator, params: proofRowParams, body: jsonOrForm(proofActionSchema) },
  async ({ request, user, params: { kind, id }, input: { action } }) => {
    const row = await actOnProof(user, kind, id, action);
    const onItsPage = action === "publish" || action === "unpublish";
    const location = onItsPage ? `/admin/proof/${kind}/${id}?saved=${action}` : `/admin/proof?saved=${action}#${kind}`;
    return answer(request, location, { message: ADMIN_PROOF.notices[action], id, status: row?.status ?? null });
  },
);
