import { answer, handler, jsonOrForm } from "@/lib/core/handler";
import { recordAudit } from "@/lib/features/audit";
import { operator } from "@/lib/features/auth/access";
import { saveAuthorBio } from "@/lib/features/blog/authors";
import { ADMIN_AREA } from "@/lib/content/admin";
import { authorBioSchema } from "@/lib/validation/blog-author";

// Saves (or, empty, removes) a blog author's bio from /admin/blog-authors or a script's JSON.
export const POST = handler(
  { access: operator, body: jsonOrForm(authorBioSchema) },
  async ({ request, user, input: { slug, bio } }) => {
    await saveAuthorBio(slug, bio);
    await recordAudit(user, "author-bio", { kind: "blog-authors", id: slug });
    return answer(request, `/admin/blog-authors?saved=${slug}`, { message: ADMIN_AREA.saved, slug, bio });
  },
);
