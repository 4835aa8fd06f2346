import { answer, handler } from "@/lib/core/handler";
import { FORM_LIMIT } from "@/lib/core/request";
import { WORKSPACE_SETTINGS_TEXT } from "@/lib/content/workspace-settings";
import { operator } from "@/lib/features/auth/access";
import { saveRule } from "@/lib/features/workspace";
import { settingsBack, settingsSaved } from "@/lib/features/workspace/settings-answer";
import { ruleFields, ruleSchema } from "@/lib/validation/workspace-settings";

// Who new records of a kind go to, from /admin/workspace (or a script's JSON).
export const POST = handler(
  {
    access: operator,
    body: { schema: ruleSchema, form: ruleFields, maxBytes: FORM_LIMIT },
    back: settingsBack("rules"),
  },
  async ({ request, user, input }) => {
    await saveRule(user, input);
    return answer(request, settingsSaved("rules"), { message: WORKSPACE_SETTINGS_TEXT.saved });
  },
);
