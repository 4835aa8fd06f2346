import { PRIVACY_AREA } from "@/lib/content/admin-privacy";
import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/features/admin/request";
import { recordAudit } from "@/lib/features/audit";
import { requireRecentFactorApi } from "@/lib/features/auth/recent-factor";
import { erasePerson, OperatorAccountError, personAuditRecord, revalidateErasedPages } from "@/lib/features/privacy";
import { db } from "@/lib/core/db";
import { conflict, invalid, isNavigation, redirectTo, route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { fileStore } from "@/lib/core/storage";
import { confirmsAddress, eraseSchema } from "@/lib/validation/privacy";

const back = (email: string, outcome: string) => `/admin/privacy?email=${encodeURIComponent(email)}&${outcome}`;

// Erases one person's data once the operator has typed the address again; leaves an erasure
// record with counts only. A page's form is sent back to the search, which then finds nothing.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireRecentFactorApi(request, "/admin/privacy");
  const { email, confirm } = await readJsonOrForm(request, eraseSchema);
  const fromPage = isNavigation(request);
  if (!confirmsAddress(email, confirm)) {
    if (fromPage) return redirectTo(back(email, "error=confirm"));
    throw invalid([{ field: "confirm", msg: PRIVACY_AREA.confirmMismatch }], PRIVACY_AREA.confirmMismatch);
  }
  try {
    const erasure = await erasePerson(db, fileStore, email, operator.id);
    revalidateErasedPages(erasure);
    await recordAudit(operator, "data-erasure", personAuditRecord(email), `erasure record ${erasure.id}`);
    return answer(request, back(email, `erased=${erasure.id}`), { id: erasure.id, rows: erasure.rows, files: erasure.files });
  } catch (error) {
    if (!(error instanceof OperatorAccountError)) throw error;
    if (fromPage) return redirectTo(back(email, "error=operator"));
    throw conflict(PRIVACY_AREA.operatorRefused);
  }
});
