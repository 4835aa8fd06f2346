import { answer, handler } from "@/lib/core/handler";
import { operator } from "@/lib/features/auth/access";
import { publishNewPost } from "@/lib/features/blog/review";

// The operator's new post (multipart, with an optional cover, read and streamed by the feature),
// published at once, and announced to its area's subscribers when the operator ticked that.
export const POST = handler({ access: operator }, async ({ request, user }) => {
  const { location, body } = await publishNewPost(user, request);
  return answer(request, location, body);
});
