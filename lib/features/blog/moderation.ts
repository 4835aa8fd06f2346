// The operator's side of blog posts: list submissions by state, read one in full, publish or
// reject it. Callers check the operator's session themselves (lib/features/auth/session.ts); these only
// change state, refresh the public pages and queue the submitter's mail through the outbox.
import "server-only";
import { db, type Prisma } from "../../core/db";
import { containsText } from "../../core/db/dialect";
import { DomainError, notFound } from "../../core/errors";
import { enqueueMail, kickOutbox } from "../../core/mail/outbox";
import { REJECT_REASON_MAX } from "../../validation/admin";
import { MODERATION_REFUSED, MODERATION_TEXT } from "../../content/admin";
import { DRAFT, isBlogArea, UNPUBLISHED, type BlogArea, type BlogStatus } from "../../content/blog-areas";
import { MAIL_BLOG_PUBLISHED, MAIL_BLOG_REJECTED, MAIL_BLOG_UNPUBLISHED } from "./kinds";
import { revalidateBlog } from "./revalidate";

export const REVIEW_PAGE_SIZE = 20;
export { REJECT_REASON_MAX };

export type BlogSubmissionSummary = {
  id: string;
  area: BlogArea;
  slug: string;
  title: string;
  authorName: string;
  fullName: string | null;
  email: string | null;
  status: BlogStatus;
  hasImage: boolean;
  createdAt: Date;
  publishedAt: Date | null;
};

export type BlogSubmissionList = { items: BlogSubmissionSummary[]; total: number; page: number; pages: number };

type ListOptions = { status?: BlogStatus; q?: string; page?: number };

/** Submissions (seeded posts too) in one state, newest first; `q` matches title, author, name or e-mail. */
export async function listBlogSubmissions({
  status = "pending",
  q,
  page = 1,
}: ListOptions = {}): Promise<BlogSubmissionList> {
  const term = q?.trim().slice(0, 100);
  const where: Prisma.BlogPostWhereInput = {
    status,
    ...(term
      ? {
          OR: [
            { title: containsText(term) },
            { authorName: containsText(term) },
            { fullName: containsText(term) },
            { email: containsText(term) },
          ],
        }
      : {}),
  };
  const total = await db.blogPost.count({ where });
  const pages = Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  const rows = await db.blogPost.findMany({
    where,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: (current - 1) * REVIEW_PAGE_SIZE,
    take: REVIEW_PAGE_SIZE,
    select: {
      id: true,
      area: true,
      slug: true,
      title: true,
      authorName: true,
      fullName: true,
      email: true,
      status: true,
      imageKey: true,
      imagePath: true,
      createdAt: true,
      publishedAt: true,
    },
  });
  const items = rows.map(({ imageKey, imagePath, ...row }) => ({
    ...row,
    area: isBlogArea(row.area) ? row.area : "business",
    status: row.status as BlogStatus,
    hasImage: Boolean(imageKey ?? imagePath),
  }));
  return { items, total, page: current, pages };
}

/** A writer's draft is theirs until they submit it: the operator neither reads nor acts on it. */
const SENT = { status: { not: DRAFT } };

/** Everything about one post, submitter details included, or null (a draft too). */
export function getBlogPostForReview(id: string) {
  return db.blogPost.findFirst({ where: { id, ...SENT } });
}

/** Acting on a post that changed after the operator's page was made from it (its writer edited it since). */
export class PostChanged extends DomainError {
  constructor() {
    super("conflict", MODERATION_REFUSED.changed);
  }
}

/**
 * The post as the operator read it: `version` is the updatedAt their page carried. A write under
 * this condition changes nothing when the post changed since, so the check and the write are one.
 */
export const asRead = (id: string, version?: Date): Prisma.BlogPostWhereInput => ({
  id,
  ...(version ? { updatedAt: version } : {}),
});

/** One conditional write of the post, with its mail; PostChanged when it changed since `version`. */
async function moderate(
  id: string,
  version: Date | undefined,
  data: Prisma.BlogPostUpdateManyMutationInput,
  mail: { kind: string; to: string | null },
  from?: BlogStatus,
) {
  return db.$transaction(async (tx) => {
    const { count } = await tx.blogPost.updateMany({
      where: { ...asRead(id, version), ...(from ? { status: from } : {}) },
      data,
    });
    if (count !== 1) throw new PostChanged();
    if (mail.to) await enqueueMail(tx, mail.kind, mail.to, { id });
    return tx.blogPost.findUniqueOrThrow({ where: { id } });
  });
}

async function findOrThrow(id: string) {
  const post = await db.blogPost.findFirst({
    where: { id, ...SENT },
    select: { id: true, area: true, slug: true, email: true },
  });
  if (!post || !isBlogArea(post.area)) throw notFound(MODERATION_TEXT.unknownPost);
  return { ...post, area: post.area };
}

/** Puts the post on the public pages now and tells its submitter, when there is one. */
export async function publishBlogPost(id: string, version?: Date) {
  const post = await findOrThrow(id);
  const updated = await moderate(
    id,
    version,
    { status: "published", publishedAt: new Date(), rejectReason: null },
    { kind: MAIL_BLOG_PUBLISHED, to: post.email },
  );
  revalidateBlog(post.area, post.slug);
  if (post.email) kickOutbox();
  return updated;
}

/** Takes the post off (or keeps it off) the public pages and mails the reason to its submitter. */
export async function rejectBlogPost(id: string, reason?: string, version?: Date) {
  const post = await findOrThrow(id);
  const why = reason?.trim().slice(0, REJECT_REASON_MAX) || null;
  const updated = await moderate(
    id,
    version,
    { status: "rejected", rejectReason: why },
    { kind: MAIL_BLOG_REJECTED, to: post.email },
  );
  revalidateBlog(post.area, post.slug);
  if (post.email) kickOutbox();
  return updated;
}

/**
 * Takes a published post off the public pages and gives it back to its writer, who is mailed the
 * reason (shown in their list of posts too) and may revise and resubmit it. Only a post still
 * published is changed: a second click, or one after another operator's, answers 409.
 */
export async function unpublishBlogPost(id: string, reason: string, version?: Date) {
  const post = await findOrThrow(id);
  const why = reason.trim().slice(0, REJECT_REASON_MAX);
  const updated = await moderate(
    id,
    version,
    { status: UNPUBLISHED, rejectReason: why, publishedAt: null },
    { kind: MAIL_BLOG_UNPUBLISHED, to: post.email },
    "published",
  );
  revalidateBlog(post.area, post.slug);
  if (post.email) kickOutbox();
  return updated;
}
