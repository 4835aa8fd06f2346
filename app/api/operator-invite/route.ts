import { INVITE_COPY } from "@/lib/content/operators";
import { answer, handler } from "@/lib/core/handler";
import { FORM_LIMIT } from "@/lib/core/request";
import { anySession } from "@/lib/features/auth/access";
import { TWO_FACTOR_PATH } from "@/lib/features/auth/session";
import { acceptInvite } from "@/lib/features/operators";
import { acceptInviteSchema } from "@/lib/validation/operators";

// Accepts an operator invitation for the signed-in account; the page's form then goes on to enrolment.
export const POST = handler(
  { access: anySession(), body: { schema: acceptInviteSchema, form: true, maxBytes: FORM_LIMIT } },
  async ({ request, user, input }) => {
    await acceptInvite(input.token, user);
    return answer(request, `${TWO_FACTOR_PATH}?next=/admin`, { message: INVITE_COPY.accepted });
  },
);
