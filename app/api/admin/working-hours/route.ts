import { answer, backWithError, handler, jsonOrForm } from "@/lib/core/handler";
import { WORKING_HOURS_PATH, WORKING_HOURS_TEXT } from "@/lib/content/workspace-promise";
import { operator } from "@/lib/features/auth/access";
import { saveWorkingHours } from "@/lib/features/workspace";
import { workingHoursSchema } from "@/lib/validation/working-hours";

// The company's working week (/admin/working-hours); a page's form that fails comes back saying why.
export const POST = handler(
  {
    access: operator,
    body: jsonOrForm(workingHoursSchema),
    back: backWithError(WORKING_HOURS_PATH),
  },
  async ({ request, user, input }) => {
    await saveWorkingHours(input, user);
    return answer(request, `${WORKING_HOURS_PATH}?saved=hours`, { message: WORKING_HOURS_TEXT.saved, hours: input });
  },
);
