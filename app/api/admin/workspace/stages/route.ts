import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { WORKSPACE_SETTINGS_TEXT } from "@/lib/content/workspace-settings";
import { operator } from "@/lib/features/auth/access";
import { changeStage } from "@/lib/features/workspace/settings";
import { settingsBack, settingsSaved } from "@/lib/features/workspace/settings-answer";
import { stageActionSchema } from "@/lib/validation/workspace-settings";

// A pipeline stage renamed, moved, removed or added, from /admin/workspace (or a script's JSON).
export const POST = handler(
  { access: operator, body: jsonOrForm(stageActionSchema), back: settingsBack("stages") },
  async ({ request, user, input }) => {
    await changeStage(user, input);
    return answer(request, settingsSaved("stages"), { message: WORKSPACE_SETTINGS_TEXT.saved });
  },
);
