// Stores a visitor's blog post as pending, with its submitter's details and consent address, and
// queues two mails in the same transaction: "under review" to the submitter, a notice to the
// operator. Nothing here makes the post public; lib/features/blog/moderation.ts does that.
import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { db } from "../../core/db";
import { insertRows, isUniqueViolation } from "../../core/db/raw";
import { operatorAddress } from "../../core/mail/operator";
import { kickOutbox, outboxInsert, type QueuedMail } from "../../core/mail/outbox";
import type { BlogSubmission } from "../../validation/blog";
import type { BlogArea } from "../../content/blog-areas";
import type { StoredImage } from "./image";
import { MAIL_BLOG_NOTIFY, MAIL_BLOG_RECEIVED } from "./kinds";
import { slugify } from "./text";

const suffix = () => randomBytes(4).toString("hex").slice(0, 6);

async function slugIsFree(area: BlogArea, slug: string): Promise<boolean> {
  const rows = await db.$queryRaw<
    unknown[]
  >`SELECT 1 FROM "BlogPost" WHERE "area" = ${area} AND "slug" = ${slug} LIMIT 1`;
  return rows.length === 0;
}

/** A slug from `title` not yet taken in `area` (a random suffix when it is), and the base it came from. */
export async function freeSlug(area: BlogArea, title: string): Promise<{ slug: string; base: string }> {
  const base = slugify(title) || "post";
  return { slug: (await slugIsFree(area, base)) ? base : `${base}-${suffix()}`, base };
}

export const slugWithSuffix = (base: string) => `${base}-${suffix()}`;

/** The two mails every submission queues: "under review" to its writer, a notice to the operator. */
export function submissionMails(id: string, email: string): QueuedMail[] {
  const payload = { id };
  return [
    { kind: MAIL_BLOG_RECEIVED, to: email, payload },
    { kind: MAIL_BLOG_NOTIFY, to: operatorAddress(), payload },
  ];
}

async function insert(row: Record<string, unknown> & { id: string }, email: string, now: Date): Promise<void> {
  await db.$transaction([
    db.$executeRaw(insertRows("BlogPost", [row])),
    db.$executeRaw(outboxInsert(submissionMails(row.id, email), now)),
  ]);
}

/** Returns the new post's id and slug. The slug comes from the title, made unique in its area. */
export async function saveBlogSubmission(
  area: BlogArea,
  input: BlogSubmission,
  image: StoredImage | null,
  ip: string,
): Promise<{ id: string; slug: string }> {
  const { slug, base } = await freeSlug(area, input.blogTitle);
  const now = new Date();
  const row = {
    id: randomUUID(),
    area,
    slug,
    title: input.blogTitle,
    body: input.blogContent,
    authorName: input.authorName,
    keywords: "",
    popular: false,
    imageKey: image?.key ?? null,
    imageWidth: image?.width ?? null,
    imageHeight: image?.height ?? null,
    status: "pending",
    fullName: input.fullName,
    email: input.email,
    phoneNumber: input.phoneNumber,
    socialMediaProfile: input.socialMediaProfile ?? null,
    consentIp: ip,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await insert(row, input.email, now);
  } catch (error) {
    // Two posts with the same title at the same moment: the second takes a suffix.
    if (!isUniqueViolation(error)) throw error;
    row.slug = slugWithSuffix(base);
    await insert(row, input.email, now);
  }
  kickOutbox();
  return { id: row.id, slug: row.slug };
}
