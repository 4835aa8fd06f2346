import { ACCOUNT_ANSWERS } from "@/lib/content/account";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { changePassword } from "@/lib/features/account/settings";
import { user } from "@/lib/features/auth/access";
import { changePasswordSchema } from "@/lib/validation/account";

export const POST = handler(
  { access: user, limit: { scope: "account-password" }, body: { schema: changePasswordSchema } },
  async ({ user, input }) => {
    await changePassword(user, input);
    return json({ message: ACCOUNT_ANSWERS.passwordSaved });
  },
);
