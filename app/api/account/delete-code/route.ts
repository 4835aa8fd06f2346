import { z } from "zod/mini";
import { ACCOUNT_ANSWERS } from "@/lib/content/account";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { requestDeletion } from "@/lib/features/account/settings";
import { user } from "@/lib/features/auth/access";

// Mails the code that deleting the account asks for (the body is an empty JSON object).
export const POST = handler(
  { access: user, limit: { scope: "account-delete-code" }, body: { schema: z.object({}) } },
  async ({ user }) => {
    await requestDeletion(user);
    return json({ message: ACCOUNT_ANSWERS.codeSent });
  },
);
