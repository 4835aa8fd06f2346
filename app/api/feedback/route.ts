import { FEEDBACK_MESSAGE, saveFeedback } from "@/lib/feedback";
import { json, route } from "@/lib/http";
import { readPublicPost } from "@/lib/public-post";
import { feedbackSchema } from "@/lib/validation/wizard/feedback";

export const POST = route(async (request) => {
  const { input } = await readPublicPost(request, "feedback", feedbackSchema);
  await saveFeedback(input);
  return json({ message: FEEDBACK_MESSAGE });
});
