import { FEEDBACK_MESSAGE } from "@/lib/content/messages/submissions";
import { handler } from "@/lib/core/handler";
import { json } from "@/lib/core/http";
import { saveFeedback } from "@/lib/features/feedback/feedback";
import { feedbackSchema } from "@/lib/validation/wizard/feedback";

export const POST = handler({ limit: { scope: "feedback" }, body: { schema: feedbackSchema } }, async ({ input }) => {
  await saveFeedback(input);
  return json({ message: FEEDBACK_MESSAGE });
});
