import { answer, backWithError, handler, jsonOrForm } from "@/lib/core/handler";
import { AVAILABILITY_PATH, AVAILABILITY_TEXT } from "@/lib/content/booking";
import { operator } from "@/lib/features/auth/access";
import { saveAvailability } from "@/lib/features/booking/availability";
import { availabilitySchema } from "@/lib/validation/booking";

// The signed-in operator's own hours; a page's form that fails comes back saying why.
export const POST = handler(
  {
    access: operator,
    body: jsonOrForm(availabilitySchema),
    back: backWithError(AVAILABILITY_PATH),
  },
  async ({ request, user, input }) => {
    await saveAvailability(user.id, input);
    return answer(request, `${AVAILABILITY_PATH}?saved=1`, { message: AVAILABILITY_TEXT.saved });
  },
);
