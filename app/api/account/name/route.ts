import { ACCOUNT_ANSWERS } from "@/lib/content/account";
import { accountPost } from "@/lib/features/account/routes";
import { changeName } from "@/lib/features/account/settings";
import { changeNameSchema } from "@/lib/validation/account";

export const POST = accountPost({ scope: "name", schema: changeNameSchema, action: changeName, message: ACCOUNT_ANSWERS.nameSaved });
