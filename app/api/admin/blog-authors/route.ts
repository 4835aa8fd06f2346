import { readJsonOrForm } from "@/lib/core/request";
import { answer } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { requireOperatorApi } from "@/lib/features/auth/session";
import { saveAuthorBio } from "@/lib/features/blog/authors";
import { ADMIN_AREA } from "@/lib/content/admin";
import { route } from "@/lib/core/http";
import { assertSameOrigin } from "@/lib/core/security/origin";
import { authorBioSchema } from "@/lib/validation/blog-author";

// Saves (or, empty, removes) a blog author's bio from /admin/blog-authors or a script's JSON.
export const POST = route(async (request) => {
  assertSameOrigin(request);
  const operator = await requireOperatorApi(request);
  const { slug, bio } = await readJsonOrForm(request, authorBioSchema);
  await saveAuthorBio(slug, bio);
  await recordAudit(operator, "author-bio", { kind: "blog-authors", id: slug });
  return answer(request, `/admin/blog-authors?saved=${slug}`, { message: ADMIN_AREA.saved, slug, bio });
});
