// A person's blog rows: their posts (sent with their address or written in their account), the
// author names their account claimed (lib/features/blog/author-claims.ts) and the operator's bios
// of those names. A bio is the person's only while no one else holds or publishes under its name:
// only then is it exported as theirs and erased with them.
import "server-only";
import type { PrismaClient } from "../../generated/prisma/client";
import { VARIANT_WIDTHS, authorSlug, variantKey } from "../blog";
import { byIds, idsByEmail, ordered } from "./match";
import { KEPT, type Found, type PersonTable, type Row } from "./person-table";

const published = (row: Row) => row.status === "published";
const blogFiles = (row: Row) =>
  (typeof row.imageKey === "string" && row.imageKey !== "" ? [row.imageKey] : []).flatMap((key) => [
    key,
    ...VARIANT_WIDTHS.map((width) => variantKey(key, width)),
  ]);

/** A person's posts: written with their address, or in the workspace of one of their accounts. */
const personsPosts = async (db: PrismaClient, { email, userIds }: Found) => ({
  OR: [{ id: { in: await idsByEmail(db, "BlogPost", ["email"], email) } }, { userId: { in: userIds } }],
});

/** The author names (slugs) that are the person's alone: on their posts or claimed by their account, and nobody
 * else's. */
async function ownAuthorSlugs(db: PrismaClient, found: Found): Promise<string[]> {
  const posts = await db.blogPost.findMany({
    where: await personsPosts(db, found),
    select: { id: true, authorName: true },
  });
  const claimed = await db.blogAuthorClaim.findMany({
    where: { userId: { in: found.userIds } },
    select: { slug: true },
  });
  const slugs = new Set([...posts.map((post) => authorSlug(post.authorName)), ...claimed.map((claim) => claim.slug)]);
  // Another account's claim (or a deleted account's), and others' published posts under the name.
  const others = await db.blogAuthorClaim.findMany({
    where: { slug: { in: [...slugs] }, OR: [{ userId: null }, { userId: { notIn: found.userIds } }] },
    select: { slug: true },
  });
  const publishedByOthers = await db.blogPost.findMany({
    where: { status: "published", id: { notIn: posts.map((post) => post.id) } },
    select: { authorName: true },
    distinct: ["authorName"],
  });
  const shared = new Set([
    ...others.map((claim) => claim.slug),
    ...publishedByOthers.map((post) => authorSlug(post.authorName)),
  ]);
  return [...slugs].filter((slug) => !shared.has(slug));
}

export const BLOG_TABLES: PersonTable[] = [
  {
    kind: "blogPosts",
    model: "BlogPost",
    addressColumns: ["email"],
    // A workspace post carries its account's id besides the address it was written with.
    find: async (db, found) => db.blogPost.findMany({ where: await personsPosts(db, found), ...ordered }),
    files: blogFiles,
    erase: (db, rows) => db.blogPost.deleteMany(byIds(rows)),
    internal: ["imageKey"],
    // Published posts stay without their author's private contact details and account; the others (drafts too) go.
    onAccountDeletion: {
      apply: (db, rows) => [
        db.blogPost.deleteMany(byIds(rows.filter((row) => !published(row)))),
        db.blogPost.updateMany({
          ...byIds(rows.filter(published)),
          data: {
            fullName: null,
            email: null,
            phoneNumber: null,
            socialMediaProfile: null,
            consentIp: null,
            userId: null,
          },
        }),
      ],
      files: (row) => (published(row) ? [] : blogFiles(row)),
    },
  },
  {
    kind: "blogAuthorClaims",
    model: "BlogAuthorClaim",
    addressColumns: [],
    find: (db, { userIds }) => db.blogAuthorClaim.findMany({ where: { userId: { in: userIds } }, ...ordered }),
    erase: (db, rows) =>
      db.blogAuthorClaim.deleteMany({ where: { slug: { in: rows.map((row) => String(row.slug)) } } }),
    // Deleting the account leaves the claims without it (the relation sets it null): its published posts keep the name.
    onAccountDeletion: KEPT,
  },
  {
    // The bio the operator wrote for the author page of a name that is this person's alone: about them.
    kind: "blogAuthorBios",
    model: "BlogAuthor",
    addressColumns: [],
    find: async (db, found) =>
      db.blogAuthor.findMany({ where: { slug: { in: await ownAuthorSlugs(db, found) } }, orderBy: { slug: "asc" } }),
    erase: (db, rows) => db.blogAuthor.deleteMany({ where: { slug: { in: rows.map((row) => String(row.slug)) } } }),
    // Published posts stay under their author's name after an account is deleted, and so does that page's bio.
    onAccountDeletion: KEPT,
  },
];
