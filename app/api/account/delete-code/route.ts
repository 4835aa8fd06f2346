import { z } from "zod/mini";
import { ACCOUNT_ANSWERS } from "@/lib/content/account";
import { accountPost } from "@/lib/features/account/routes";
import { requestDeletion } from "@/lib/features/account/settings";

export const POST = accountPost({ scope: "delete-code", schema: z.object({}), action: requestDeletion, message: ACCOUNT_ANSWERS.codeSent });
