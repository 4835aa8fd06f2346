import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { requireRecentFactorApi } from "@/lib/features/auth/recent-factor";
import { saveCompanyDetails } from "@/lib/features/settings/store";
import { SETTINGS_TEXT } from "@/lib/content/admin-settings";
import { route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { siteSettingsRequestSchema } from "@/lib/validation/site-settings";

// Saves the company's details from /admin/company (or a script's JSON) and refreshes the pages.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireRecentFactorApi(request, "/admin/company");
  const details = await saveCompanyDetails(await readJsonOrForm(request, siteSettingsRequestSchema), operator.email);
  await recordAudit(operator, "settings-save", { kind: "settings", id: "company" });
  return answer(request, "/admin/company?saved=1", { message: SETTINGS_TEXT.saved, details });
});
