import { answer, handler } from "@/lib/core/handler";
import { user } from "@/lib/features/auth/access";
import type { SessionUser } from "@/lib/features/auth/session";
import { backToEditor, saveFromEditor, savedPage, WRITER_SCOPE } from "@/lib/features/blog/writer-form";

// The account's own draft or waiting post: saved again, or (a draft) submitted.
export const POST = handler<SessionUser, undefined, { id: string }>(
  { access: user, limit: { scope: WRITER_SCOPE }, back: backToEditor },
  async ({ request, user, ip, params }) => {
    const saved = await saveFromEditor(request, user, params.id, ip);
    return answer(request, savedPage(saved), saved);
  },
);
