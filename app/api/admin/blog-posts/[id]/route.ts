import { answer, handler } from "@/lib/core/handler";
import { recordIdParam } from "@/lib/core/request";
import { MODERATION_TEXT } from "@/lib/content/admin";
import { operator } from "@/lib/features/auth/access";
import { changedPostBack, reviewPost } from "@/lib/features/blog/review";

// Publishes, rejects or unpublishes (takes down) a blog submission, from its detail page's forms (or
// a script's JSON). A multipart body comes from the editor (read, its cover streamed, by the
// feature): it saves the post, or sets its keywords, popular flag and cover and then publishes it.
// A post its writer changed since the page was made is refused (409), and a page's form is sent
// back to the post's page, which says so and shows the post as it is now.
export const POST = handler(
  { access: operator, params: recordIdParam(MODERATION_TEXT.unknownPost), back: changedPostBack },
  async ({ request, user, params: { id } }) => {
    const { location, body } = await reviewPost(user, request, id);
    return answer(request, location, body);
  },
);
