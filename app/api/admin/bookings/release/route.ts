import { answer, handler } from "@/lib/core/handler";
import { AVAILABILITY_PATH, AVAILABILITY_TEXT } from "@/lib/content/booking";
import { operator } from "@/lib/features/auth/access";
import { releaseCall } from "@/lib/features/booking/requests";
import { releaseHoldSchema } from "@/lib/validation/booking";

// An operator frees a time a visitor has not confirmed.
export const POST = handler(
  { access: operator, body: { schema: releaseHoldSchema, form: true, maxBytes: 32 * 1024 } },
  async ({ request, input }) => {
    await releaseCall(input.id);
    return answer(request, `${AVAILABILITY_PATH}?released=1`, { message: AVAILABILITY_TEXT.released });
  },
);
