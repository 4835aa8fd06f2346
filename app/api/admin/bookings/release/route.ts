import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { badRequest } from "@/lib/core/errors";
import { AVAILABILITY_PATH, AVAILABILITY_TEXT, BOOKING_CONFIRM_TEXT } from "@/lib/content/booking";
import { operator } from "@/lib/features/auth/access";
import { releaseHold } from "@/lib/features/booking/hold";
import { releaseHoldSchema } from "@/lib/validation/booking";

// An operator frees a time a visitor has not confirmed.
export const POST = handler({ access: operator, body: jsonOrForm(releaseHoldSchema) }, async ({ request, input }) => {
  if (!(await releaseHold(input.id))) throw badRequest(BOOKING_CONFIRM_TEXT.expired);
  return answer(request, `${AVAILABILITY_PATH}?released=1`, { message: AVAILABILITY_TEXT.released });
});
