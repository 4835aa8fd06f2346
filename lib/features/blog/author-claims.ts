// An author name is bound to the account that first wrote under it (model BlogAuthorClaim, keyed by
// the name's author-page slug, ./text.ts authorSlug): the page, its posts and the operator's bio
// are that writer's. Another account cannot take the name, nor can the public Create a Blog form
// send under it; a name already on published posts someone else sent is not free to claim either.
// A deleted account's claim stays without it, so nobody writes under the name its posts keep.
import "server-only";
import { WRITER_TEXT } from "../../content/blog-writing";
import { db } from "../../core/db";
import { isUniqueViolation } from "../../core/db/raw";
import { invalid } from "../../core/http";
import { authorSlug } from "./text";

type Writer = { id: string; email: string };

const refused = (message: string) => invalid([{ field: "authorName", msg: message }], message);
const taken = () => refused(WRITER_TEXT.authorNameTaken);

/** Whether a published post someone other than `writer` sent (another account, or another address) carries the name
 * `slug`. */
async function othersPublishUnder(slug: string, writer: Writer): Promise<boolean> {
  const rows = await db.$queryRaw<Array<{ authorName: string }>>`SELECT DISTINCT "authorName" FROM "BlogPost"
    WHERE "status" = 'published' AND ("userId" IS NULL OR "userId" <> ${writer.id}) AND ("email" IS NULL OR lower("email") <> ${writer.email.toLowerCase()})`;
  return rows.some((row) => authorSlug(row.authorName) === slug);
}

/** Binds `name` to the writer's account the first time it is used there; refuses one another writer holds. */
export async function claimAuthorName(writer: Writer, name: string): Promise<void> {
  const slug = authorSlug(name);
  const claim = await db.blogAuthorClaim.findUnique({ where: { slug }, select: { userId: true } });
  if (claim) {
    if (claim.userId !== writer.id) throw taken();
    return;
  }
  if (await othersPublishUnder(slug, writer)) throw taken();
  try {
    await db.blogAuthorClaim.create({ data: { slug, userId: writer.id } });
  } catch (error) {
    // Two first saves at once: the claim that landed decides.
    if (!isUniqueViolation(error)) throw error;
    await claimAuthorName(writer, name);
  }
}

/** The public form has no account to vouch for its writer: a name an account holds is refused there. */
export async function refuseClaimedAuthorName(name: string): Promise<void> {
  if ((await db.blogAuthorClaim.count({ where: { slug: authorSlug(name) } })) > 0)
    throw refused(WRITER_TEXT.authorNameClaimed);
}
