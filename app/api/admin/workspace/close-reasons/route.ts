import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { WORKSPACE_SETTINGS_TEXT } from "@/lib/content/workspace-settings";
import { operator } from "@/lib/features/auth/access";
import { changeReason } from "@/lib/features/workspace/settings";
import { settingsBack, settingsSaved } from "@/lib/features/workspace/settings-answer";
import { reasonActionSchema } from "@/lib/validation/workspace-settings";

// A close reason renamed, moved, removed or added, from /admin/workspace (or a script's JSON).
export const POST = handler(
  { access: operator, body: jsonOrForm(reasonActionSchema), back: settingsBack("reasons") },
  async ({ request, user, input }) => {
    await changeReason(user, input);
    return answer(request, settingsSaved("reasons"), { message: WORKSPACE_SETTINGS_TEXT.saved });
  },
);
