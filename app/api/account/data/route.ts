import { exportData } from "@/lib/features/account/data";
import { attachment } from "@/lib/features/admin/download";
import { requireUserApi } from "@/lib/features/auth/session";
import { route } from "@/lib/core/http";

// "Download my data": one zip (data.json and the files the person sent), as an attachment, never cached.
export const GET = route(async (request) => {
  const user = await requireUserApi(request);
  return attachment(await exportData(user.id), "my-data.zip", "application/zip");
});
