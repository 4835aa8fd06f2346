import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { recentOperator } from "@/lib/features/auth/access";
import { saveCompanyDetails } from "@/lib/features/settings/store";
import { SETTINGS_TEXT } from "@/lib/content/admin-settings";
import { siteSettingsRequestSchema } from "@/lib/validation/site-settings";

// Saves the company's details from /admin/company (or a script's JSON) and refreshes the pages.
export const POST = handler(
  { access: recentOperator("/admin/company"), body: jsonOrForm(siteSettingsRequestSchema) },
  async ({ request, user, input }) => {
    const details = await saveCompanyDetails(input, user.email);
    await recordAudit(user, "settings-save", { kind: "settings", id: "company" });
    return answer(request, "/admin/company?saved=1", { message: SETTINGS_TEXT.saved, details });
  },
);
