import { dayOf } from "@/lib/features/admin/dates";
import { attachment } from "@/lib/features/admin/download";
import { readJsonOrForm } from "@/lib/core/request";
import { recordAudit } from "@/lib/features/audit";
import { requireRecentFactorApi } from "@/lib/features/auth/recent-factor";
import { exportPerson, personAuditRecord } from "@/lib/features/privacy";
import { db } from "@/lib/core/db";
import { route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { fileStore } from "@/lib/core/storage";
import { personSchema } from "@/lib/validation/privacy";

// One person's data as a zip (data.json and their files), for a data request. A POST, so the
// address never sits in a URL or a server log.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireRecentFactorApi(request, "/admin/privacy");
  const { email } = await readJsonOrForm(request, personSchema);
  const { zip } = await exportPerson(db, fileStore, email);
  await recordAudit(operator, "data-export", personAuditRecord(email));
  return attachment(zip, `personal-data-${dayOf(new Date())}.zip`, "application/zip");
});
