import { handler, jsonOrForm } from "@/lib/core/handler";
import { dayOf } from "@/lib/features/admin/dates";
import { attachment } from "@/lib/features/admin/download";
import { recentOperator } from "@/lib/features/auth/access";
import { exportForOperator, PRIVACY_PAGE } from "@/lib/features/privacy";
import { personSchema } from "@/lib/validation/privacy";

// One person's data as a zip (data.json and their files), for a data request. A POST, so the
// address never sits in a URL or a server log.
export const POST = handler(
  { access: recentOperator(PRIVACY_PAGE), body: jsonOrForm(personSchema) },
  async ({ user, input }) => {
    const zip = await exportForOperator(user, input.email);
    return attachment(zip, `personal-data-${dayOf(new Date())}.zip`, "application/zip");
  },
);
