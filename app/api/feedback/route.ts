import { FEEDBACK_MESSAGE } from "@/lib/content/messages/submissions";
import { saveFeedback } from "@/lib/features/feedback/feedback";
import { json, route } from "@/lib/core/http";
import { readPublicPost } from "@/lib/core/public-post";
import { feedbackSchema } from "@/lib/validation/wizard/feedback";

export const POST = route(async (request) => {
  const { input } = await readPublicPost(request, "feedback", feedbackSchema);
  await saveFeedback(input);
  return json({ message: FEEDBACK_MESSAGE });
});
