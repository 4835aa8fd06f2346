// The writer's workspace: a signed-in contributor's own Markdown posts, saved as drafts, edited,
// and submitted for review. Every read and write is bounded by the account's id, and a write
// lands only while the post is in the state it was read in and still the writer's to change
// (draft, waiting, or taken down), so an operator's publish or reject in between wins and the edit is refused.
import "server-only";
import { randomUUID } from "node:crypto";
import {
  DRAFT,
  isBlogArea,
  postPath,
  UNPUBLISHED,
  WRITER_EDITABLE,
  WRITER_STATUSES,
  WRITER_SUBMITTABLE,
  type BlogArea,
  type WriterStatus,
} from "../../content/blog-areas";
import { WRITER_ANSWERS, WRITER_TEXT } from "../../content/blog-writing";
import { db, type Prisma } from "../../core/db";
import { isUniqueViolation } from "../../core/db/raw";
import { conflict, notFound } from "../../core/http";
import { kickOutbox, outboxInsert } from "../../core/mail/outbox";
import type { BlogDraft } from "../../validation/blog-draft";
import { claimAuthorName } from "./author-claims";
import { coverColumns } from "./editor";
import { deleteBlogImage, type StoredImage } from "./image";
import { freeSlug, slugWithSuffix, submissionMails } from "./submissions";
import { slugify } from "./text";

export type Writer = { id: string; email: string; name: string };

export type WriterPostSummary = {
  id: string;
  area: BlogArea;
  title: string;
  status: WriterStatus;
  /** The operator's reason for rejecting the post or taking it down. */
  rejectReason: string | null;
  updatedAt: Date;
  /** The public page, once published. */
  publicPath: string | null;
  editable: boolean;
};

export type WriterPost = WriterPostSummary & { body: string; authorName: string; hasCover: boolean };

const asStatus = (status: string): WriterStatus =>
  (WRITER_STATUSES as readonly string[]).includes(status) ? (status as WriterStatus) : "pending";
const isEditable = (status: string) => (WRITER_EDITABLE as readonly string[]).includes(status);

const SUMMARY = {
  id: true,
  area: true,
  slug: true,
  title: true,
  status: true,
  rejectReason: true,
  updatedAt: true,
} as const;
type SummaryRow = Prisma.BlogPostGetPayload<{ select: typeof SUMMARY }>;

function summaryOf(row: SummaryRow): WriterPostSummary {
  const area: BlogArea = isBlogArea(row.area) ? row.area : "business";
  const status = asStatus(row.status);
  return {
    id: row.id,
    area,
    title: row.title,
    status,
    rejectReason: status === "rejected" || status === UNPUBLISHED ? row.rejectReason : null,
    updatedAt: row.updatedAt,
    publicPath: status === "published" ? postPath(area, row.slug) : null,
    editable: isEditable(status),
  };
}

/** The account's posts, last changed first. */
export async function writerPosts(userId: string): Promise<WriterPostSummary[]> {
  const rows = await db.blogPost.findMany({
    where: { userId },
    orderBy: [{ updatedAt: "desc" }, { id: "desc" }],
    select: SUMMARY,
  });
  return rows.map(summaryOf);
}

/** One of the account's posts in full, or null (someone else's looks the same as none). */
export async function writerPost(userId: string, id: string): Promise<WriterPost | null> {
  const row = await db.blogPost.findFirst({
    where: { id, userId },
    select: { ...SUMMARY, body: true, authorName: true, imageKey: true },
  });
  return row
    ? { ...summaryOf(row), body: row.body, authorName: row.authorName, hasCover: row.imageKey !== null }
    : null;
}

type Current = { id: string; area: string; slug: string; status: string; imageKey: string | null };

/** The post's slug for `title` in `area`: kept while it still fits, so an unchanged title keeps its slug. */
async function slugFor(
  area: BlogArea,
  title: string,
  current: Current | null,
): Promise<{ slug: string; base: string }> {
  const base = slugify(title) || "post";
  const fits =
    current &&
    current.area === area &&
    (current.slug === base || new RegExp(`^${base}-[0-9a-f]{6}$`).test(current.slug));
  return fits ? { slug: current.slug, base } : freeSlug(area, title);
}

/** Runs `write` with the slug; when another post took it in the meantime, once more with a suffix. */
async function withSlug<T>(
  { slug, base }: { slug: string; base: string },
  write: (slug: string) => Promise<T>,
): Promise<T> {
  try {
    return await write(slug);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return write(slugWithSuffix(base));
  }
}

const textColumns = (input: BlogDraft) => ({
  area: input.area,
  title: input.blogTitle,
  body: input.blogContent,
  authorName: input.authorName,
});

/**
 * Saves the writer's post (a new one when `id` is null) and, when asked, submits a draft: it then
 * waits for review, with the consent IP and time of that moment, and the two submission mails
 * are queued with the change. A waiting post is saved in place and stays waiting.
 */
export async function saveWriterPost(
  writer: Writer,
  id: string | null,
  input: BlogDraft,
  ip: string,
  cover: StoredImage | null = null,
): Promise<{ id: string; status: WriterStatus; message: string }> {
  const current = id
    ? await db.blogPost.findFirst({
        where: { id, userId: writer.id },
        select: { id: true, area: true, slug: true, status: true, imageKey: true },
      })
    : null;
  if (id && !current) throw notFound(WRITER_TEXT.unknown);
  if (current && !isEditable(current.status)) throw conflict(WRITER_TEXT.locked);
  await claimAuthorName(writer, input.authorName);
  const from = current ? asStatus(current.status) : DRAFT;
  const submitting = WRITER_SUBMITTABLE.includes(from) && input.intent === "submit";
  const status: WriterStatus = submitting ? "pending" : from;
  const now = new Date();
  const postId = current?.id ?? randomUUID();
  // The review queue is ordered by when a post arrived, so a submitted draft arrives now.
  const arrival = submitting ? { createdAt: now, consentIp: ip } : {};
  const image = cover ? coverColumns(cover) : {};

  await withSlug(await slugFor(input.area, input.blogTitle, current), (slug) =>
    db.$transaction(async (tx) => {
      if (current) {
        const data = { ...textColumns(input), ...image, slug, status, fullName: writer.name, ...arrival };
        const { count } = await tx.blogPost.updateMany({
          where: { id: postId, userId: writer.id, status: current.status },
          data,
        });
        if (count !== 1) throw conflict(WRITER_TEXT.locked);
      } else {
        await tx.blogPost.create({
          data: {
            id: postId,
            ...textColumns(input),
            ...image,
            slug,
            status,
            format: "markdown",
            userId: writer.id,
            fullName: writer.name,
            email: writer.email,
            createdAt: now,
            ...arrival,
          },
        });
      }
      if (submitting) await tx.$executeRaw(outboxInsert(submissionMails(postId, writer.email), now));
    }),
  );
  if (submitting) kickOutbox();
  // The cover a new one replaced is removed once the post names the new one.
  if (cover && current?.imageKey) await deleteBlogImage(current.imageKey);
  return {
    id: postId,
    status,
    message: submitting
      ? WRITER_ANSWERS.submit
      : WRITER_SUBMITTABLE.includes(from)
        ? WRITER_ANSWERS.save
        : WRITER_ANSWERS.update,
  };
}

/**
 * Deletes the account's draft (a post it has not submitted): nothing else is the writer's to
 * delete, since a submitted post is the editors' to publish or reject.
 */
export async function deleteWriterDraft(userId: string, id: string): Promise<void> {
  const { count } = await db.blogPost.deleteMany({ where: { id, userId, status: DRAFT } });
  if (count === 1) return;
  const exists = await db.blogPost.count({ where: { id, userId } });
  throw exists ? conflict(WRITER_TEXT.notADraft) : notFound(WRITER_TEXT.unknown);
}
