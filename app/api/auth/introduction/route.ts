import { AUTH_ANSWERS } from "@/lib/content/messages/auth";
import { saveIntroduction } from "@/lib/features/auth/accounts";
import { json, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { introductionSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input } = await readPublicPost(request, "auth-introduction", introductionSchema);
  await saveIntroduction(input.token, input.choice);
  return json({ message: AUTH_ANSWERS.introductionSaved });
});
