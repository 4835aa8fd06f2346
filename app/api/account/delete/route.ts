import { ACCOUNT_ANSWERS } from "@/lib/content/account";
import { endSession } from "@/lib/features/auth/session";
import { accountPost } from "@/lib/features/account/routes";
import { confirmDeletion } from "@/lib/features/account/settings";
import { deleteAccountSchema } from "@/lib/validation/account";

export const POST = accountPost({
  scope: "delete",
  schema: deleteAccountSchema,
  action: (user, input) => confirmDeletion(user, input.code),
  message: ACCOUNT_ANSWERS.deleted,
  after: endSession,
});
