import { answer, backWithError, handler, jsonOrForm } from "@/lib/core/handler";
import { WORKING_HOURS_PATH, WORKING_HOURS_TEXT } from "@/lib/content/workspace-promise";
import { operator } from "@/lib/features/auth/access";
import { saveHoliday } from "@/lib/features/workspace";
import { holidaySchema } from "@/lib/validation/working-hours";

// Adds a holiday, or takes one off the list (/admin/working-hours).
export const POST = handler(
  {
    access: operator,
    body: jsonOrForm(holidaySchema),
    back: backWithError(WORKING_HOURS_PATH),
  },
  async ({ request, user, input }) => {
    const changed = await saveHoliday(input, user);
    const saved = input.remove ? "removed" : "added";
    const message = input.remove ? WORKING_HOURS_TEXT.holidayRemoved : WORKING_HOURS_TEXT.holidayAdded;
    return answer(request, `${WORKING_HOURS_PATH}?saved=${saved}`, { message, changed });
  },
);
