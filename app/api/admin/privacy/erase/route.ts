import { PRIVACY_AREA } from "@/lib/content/admin-privacy";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { requireRecentFactorApi } from "@/lib/features/auth/recent-factor";
import { erasePerson, OperatorAccountError, personAuditRecord, personPagePath, PRIVACY_PAGE, revalidateErasedPages } from "@/lib/features/privacy";
import { db } from "@/lib/core/db";
import { conflict, invalid, isNavigation, redirectTo, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { fileStore } from "@/lib/core/storage";
import { confirmsAddress, eraseSchema } from "@/lib/validation/privacy";

// Erases one person's data once the operator has typed the address again; leaves an erasure
// record with counts only. A page's form is sent back to the search, which then finds nothing.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireRecentFactorApi(request, PRIVACY_PAGE);
  const { email, confirm } = await readJsonOrForm(request, eraseSchema);
  const fromPage = isNavigation(request);
  // Back to the page of the same search, the person named by a sealed handle, never by the address.
  const back = (outcome: string) => personPagePath(email, operator.id, outcome);
  if (!confirmsAddress(email, confirm)) {
    if (fromPage) return redirectTo(back("error=confirm"));
    throw invalid([{ field: "confirm", msg: PRIVACY_AREA.confirmMismatch }], PRIVACY_AREA.confirmMismatch);
  }
  try {
    const erasure = await erasePerson(db, fileStore, email, operator.id);
    revalidateErasedPages(erasure);
    await recordAudit(operator, "data-erasure", personAuditRecord(email), `erasure record ${erasure.id}`);
    return answer(request, back(`erased=${erasure.id}`), { id: erasure.id, rows: erasure.rows, files: erasure.files });
  } catch (error) {
    if (!(error instanceof OperatorAccountError)) throw error;
    if (fromPage) return redirectTo(back("error=operator"));
    throw conflict(PRIVACY_AREA.operatorRefused);
  }
});
