import { handler } from "@/lib/core/handler";
import { exportData } from "@/lib/features/account/data";
import { attachment } from "@/lib/features/admin/download";
import { user } from "@/lib/features/auth/access";

// "Download my data": one zip (data.json and the files the person sent), as an attachment, never cached.
export const GET = handler({ access: user }, async ({ user }) =>
  attachment(await exportData(user.id), "my-data.zip", "application/zip"),
);
