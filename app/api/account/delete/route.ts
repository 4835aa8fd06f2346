import { ACCOUNT_ANSWERS } from "@/lib/content/account";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { confirmDeletion } from "@/lib/features/account/settings";
import { user } from "@/lib/features/auth/access";
import { endSession } from "@/lib/features/auth/session";
import { deleteAccountSchema } from "@/lib/validation/account";

// The mailed code comes back: the account goes, and so does this browser's session cookie.
export const POST = handler(
  { access: user, limit: { scope: "account-delete" }, body: { schema: deleteAccountSchema } },
  async ({ request, user, input }) => {
    await confirmDeletion(user, input.code);
    const response = json({ message: ACCOUNT_ANSWERS.deleted });
    await endSession(request, response);
    return response;
  },
);
