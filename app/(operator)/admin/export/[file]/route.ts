import { handler } from "@/lib/core/handler";
import { attachment } from "@/lib/features/admin/download";
import { exportListCsv } from "@/lib/features/admin/list-export";
import { operator } from "@/lib/features/auth/access";

// /admin/export/<list>.csv and /admin/export/audit.csv with the page's filters; a recent second
// factor is asked for by the feature, which knows the page to come back to.
export const GET = handler({ access: operator }, async ({ request, user, params: { file = "" } }) => {
  const { body, name } = await exportListCsv(user, request, file);
  return attachment(body, name, "text/csv; charset=utf-8");
});
