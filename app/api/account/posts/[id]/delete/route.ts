import { WRITER_PATHS, WRITER_TEXT } from "@/lib/content/blog-writing";
import { answer, handler } from "@/lib/core/handler";
import { user } from "@/lib/features/auth/access";
import type { SessionUser } from "@/lib/features/auth/session";
import { deleteFromList, WRITER_SCOPE } from "@/lib/features/blog/writer-form";

// Deletes the account's own draft: a form post from My blog posts (pages without JavaScript cannot send DELETE).
export const POST = handler<SessionUser, undefined, { id: string }>(
  { access: user, limit: { scope: WRITER_SCOPE } },
  async ({ request, user, params }) => {
    await deleteFromList(user, params.id);
    return answer(request, WRITER_PATHS.deleted, { message: WRITER_TEXT.deleted });
  },
);
