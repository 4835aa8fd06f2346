import { exportData } from "@/lib/features/account/data";
import { requireUserApi } from "@/lib/features/auth/session";
import { json, route } from "@/lib/core/http";

// "Download my data": one JSON file, as an attachment, never cached.
export const GET = route(async (request) => {
  const user = await requireUserApi(request);
  const data = await exportData(user.id);
  return json(data, 200, { "Content-Disposition": 'attachment; filename="my-data.json"' });
});
