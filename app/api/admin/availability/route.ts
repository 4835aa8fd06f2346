import { answer, handler } from "@/lib/core/handler";
import { AVAILABILITY_PATH, AVAILABILITY_TEXT } from "@/lib/content/booking";
import { operator } from "@/lib/features/auth/access";
import { saveAvailability } from "@/lib/features/booking/availability";
import { hoursFailedPage } from "@/lib/features/booking/requests";
import { availabilitySchema } from "@/lib/validation/booking";

// The signed-in operator's own hours; a page's form goes back to the hours page, with the first problem if any.
export const POST = handler(
  { access: operator, body: { schema: availabilitySchema, form: true, maxBytes: 32 * 1024 }, back: hoursFailedPage },
  async ({ request, input, user }) => {
    await saveAvailability(user.id, input);
    return answer(request, `${AVAILABILITY_PATH}?saved=1`, { message: AVAILABILITY_TEXT.saved });
  },
);
