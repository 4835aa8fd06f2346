import { answer, handler } from "@/lib/core/handler";
import { AVAILABILITY_PATH, AVAILABILITY_TEXT } from "@/lib/content/booking";
import { operator } from "@/lib/features/auth/access";
import { bookingForm, releaseCall } from "@/lib/features/booking/requests";
import { releaseHoldSchema } from "@/lib/validation/booking";

// An operator frees a time a visitor has not confirmed.
export const POST = handler({ access: operator, body: bookingForm(releaseHoldSchema) }, async ({ request, input }) => {
  await releaseCall(input.id);
  return answer(request, `${AVAILABILITY_PATH}?released=1`, { message: AVAILABILITY_TEXT.released });
});
