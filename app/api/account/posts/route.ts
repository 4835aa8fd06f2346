import { answer, handler } from "@/lib/core/handler";
import { user } from "@/lib/features/auth/access";
import { backToEditor, saveFromEditor, savedPage, WRITER_SCOPE } from "@/lib/features/blog/writer-form";

// A new post from the writer's workspace: saved as a draft, or submitted at once.
export const POST = handler(
  { access: user, limit: { scope: WRITER_SCOPE }, back: backToEditor },
  async ({ request, user, ip }) => {
    const saved = await saveFromEditor(request, user, null, ip);
    return answer(request, savedPage(saved), saved, 201);
  },
);
