import { answer, handler } from "@/lib/core/handler";
import { FORM_LIMIT } from "@/lib/core/request";
import { withdrawApplication } from "@/lib/features/account/applications";
import { user } from "@/lib/features/auth/access";
import { withdrawSchema } from "@/lib/validation/account";

// A plain form post from My applications (a redirect back), or JSON from a script.
export const POST = handler(
  {
    access: user,
    limit: { scope: "account-withdraw" },
    body: { schema: withdrawSchema, form: true, maxBytes: FORM_LIMIT },
  },
  async ({ request, user, input }) => {
    const message = await withdrawApplication(user.id, input.kind, input.id);
    return answer(request, "/account/applications?withdrawn=1", { message });
  },
);
