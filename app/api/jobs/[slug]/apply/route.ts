import { answer, handler } from "@/lib/core/handler";
import { maybeUser } from "@/lib/features/auth/access";
import { QUICK_APPLY_SCOPE, quickApply, quickApplyPage } from "@/lib/features/submissions/quick-apply";

// JSON for the job page's script; a form sent without JavaScript goes back to the job's page, which shows the answer.
export const POST = handler(
  {
    access: maybeUser,
    limit: { scope: QUICK_APPLY_SCOPE },
    back: (problem, { slug }: { slug: string }) => quickApplyPage(slug, `apply-error=${problem}`),
  },
  async ({ request, params: { slug }, ip, user }) =>
    answer(request, quickApplyPage(slug, "applied=1"), await quickApply(request, slug, ip, user)),
);
