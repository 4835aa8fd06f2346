import { AUTH_ANSWERS, saveIntroduction } from "@/lib/auth/accounts";
import { json, route } from "@/lib/http";
import { readPublicPost } from "@/lib/public-post";
import { introductionSchema } from "@/lib/validation/auth";

export const POST = route(async (request) => {
  const { input } = await readPublicPost(request, "auth-introduction", introductionSchema);
  await saveIntroduction(input.token, input.choice);
  return json({ message: AUTH_ANSWERS.introductionSaved });
});
