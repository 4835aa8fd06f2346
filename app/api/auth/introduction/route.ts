import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { saveIntroduction } from "@/lib/features/auth/accounts";
import { introductionSchema } from "@/lib/validation/auth";

export const POST = handler(
  { limit: { scope: "auth-introduction" }, body: { schema: introductionSchema } },
  async ({ input }) => {
    await saveIntroduction(input.token, input.choice);
    return json({ message: AUTH_ANSWERS.introductionSaved });
  },
);
