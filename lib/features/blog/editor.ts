// The operator's side of writing: a post written in the area (published at once), edits to any
// post, and the keywords, popular flag and cover a submission gets before it is published. Every
// change refreshes the post's page and its area's landing (./revalidate.ts). Callers check the
// operator's session themselves.
import "server-only";
import { randomUUID } from "node:crypto";
import { isBlogArea, type BlogArea } from "../../content/blog-areas";
import { MODERATION_TEXT } from "../../content/admin";
import { db, type Prisma } from "../../core/db";
import { isUniqueViolation } from "../../core/db/raw";
import { notFound } from "../../core/http";
import { parseWith } from "../../core/request";
import { removeScratch } from "../../core/uploads/multipart";
import { COVER_FIELD, type NewBlogPost } from "../../validation/blog-editor";
import { deleteBlogImage, storeBlogImage, type StoredImage } from "./image";
import { readBlogImageForm } from "./image-form";
import { asRead, PostChanged } from "./moderation";
import { revalidateBlog } from "./revalidate";
import { freeSlug, slugWithSuffix } from "./submissions";

/** Title, body, author, area, action, popular and one field per keyword. */
const MAX_FIELDS = 24;

type Tags = { keywords: readonly string[]; popular: boolean };
type PostText = { title: string; body: string; authorName: string };

/**
 * Reads the editor's multipart form with `schema`, stores its cover when one came, and runs
 * `work`; the stored cover is removed again when `work` fails, the scratch file always.
 */
export async function withEditorForm<S extends Parameters<typeof parseWith>[0], T>(
  request: Request,
  schema: S,
  work: (input: ReturnType<typeof parseWith<S>>, cover: StoredImage | null) => Promise<T>,
): Promise<T> {
  const form = await readBlogImageForm(request, COVER_FIELD, MAX_FIELDS);
  try {
    const input = parseWith(schema, form.fields);
    const cover = form.file ? await storeBlogImage(form.file) : null;
    try {
      return await work(input, cover);
    } catch (error) {
      // Kept when the post already took it (saved, then publishing failed).
      if (cover && !(await db.blogPost.findUnique({ where: { imageKey: cover.key }, select: { id: true } })))
        await deleteBlogImage(cover.key);
      throw error;
    }
  } finally {
    if (form.file) await removeScratch([form.file]);
  }
}

export const coverColumns = (cover: StoredImage) => ({
  imageKey: cover.key,
  imageWidth: cover.width,
  imageHeight: cover.height,
  imagePath: null,
});
const tagColumns = (tags: Tags) => ({ keywords: tags.keywords.join(","), popular: tags.popular });

/** Publishes the operator's post in its area now; returns its id, area and slug. */
export async function createBlogPost(
  input: NewBlogPost,
  cover: StoredImage | null,
): Promise<{ id: string; area: BlogArea; slug: string }> {
  const { slug, base } = await freeSlug(input.area, input.title);
  const now = new Date();
  const data: Prisma.BlogPostCreateInput = {
    id: randomUUID(),
    area: input.area,
    slug,
    title: input.title,
    body: input.body,
    authorName: input.authorName,
    ...tagColumns(input),
    ...(cover ? coverColumns(cover) : {}),
    status: "published",
    publishedAt: now,
  };
  let saved;
  try {
    saved = await db.blogPost.create({ data, select: { id: true, slug: true } });
  } catch (error) {
    // The same title saved twice at once: the second takes a suffix, as submissions do.
    if (!isUniqueViolation(error)) throw error;
    saved = await db.blogPost.create({
      data: { ...data, slug: slugWithSuffix(base) },
      select: { id: true, slug: true },
    });
  }
  revalidateBlog(input.area, saved.slug);
  return { id: saved.id, area: input.area, slug: saved.slug };
}

/**
 * Saves the operator's changes to a post (its text when given, its keywords and flag, a new
 * cover replacing the old one), when it is still the `version` their page was made from. The
 * slug stays, so links to the post keep working.
 */
export async function updateBlogPost(
  id: string,
  changes: Tags & Partial<PostText>,
  cover: StoredImage | null,
  version?: Date,
) {
  const post = await db.blogPost.findUnique({ where: { id }, select: { area: true, slug: true, imageKey: true } });
  if (!post || !isBlogArea(post.area)) throw notFound(MODERATION_TEXT.unknownPost);
  const { title, body, authorName } = changes;
  const { count } = await db.blogPost.updateMany({
    where: asRead(id, version),
    data: {
      ...(title !== undefined ? { title, body, authorName } : {}),
      ...tagColumns(changes),
      ...(cover ? coverColumns(cover) : {}),
    },
  });
  if (count !== 1) throw new PostChanged();
  const saved = await db.blogPost.findUniqueOrThrow({ where: { id } });
  if (cover && post.imageKey) await deleteBlogImage(post.imageKey);
  revalidateBlog(post.area, post.slug);
  return saved;
}
