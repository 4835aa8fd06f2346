import { ACCOUNT_ANSWERS } from "@/lib/content/account";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { changeName } from "@/lib/features/account/settings";
import { user } from "@/lib/features/auth/access";
import { changeNameSchema } from "@/lib/validation/account";

export const POST = handler(
  { access: user, limit: { scope: "account-name" }, body: { schema: changeNameSchema } },
  async ({ user, input }) => {
    await changeName(user, input);
    return json({ message: ACCOUNT_ANSWERS.nameSaved });
  },
);
