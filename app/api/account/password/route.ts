import { ACCOUNT_ANSWERS } from "@/lib/content/account";
import { accountPost } from "@/lib/features/account/routes";
import { changePassword } from "@/lib/features/account/settings";
import { changePasswordSchema } from "@/lib/validation/account";

export const POST = accountPost({ scope: "password", schema: changePasswordSchema, action: changePassword, message: ACCOUNT_ANSWERS.passwordSaved });
