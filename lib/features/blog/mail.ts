// Mails about blog posts. The "under review" mail echoes none of the post (anyone could have
// typed the address); the operator's notice lists it all, escaped by renderMail.
import "server-only";
import { areaPath, isBlogArea, postPath } from "../../content/blog-areas";
import { ADMIN_LIST_KEYS, adminRecordPath, OPEN_RECORD } from "../../content/admin-records";
import { config } from "../../core/config";
import { BLOG_AREA_COPY } from "../../content/blog";
import {
  BLOG_PUBLISHED_MAIL,
  BLOG_RECEIVED_MAIL,
  BLOG_REJECTED_MAIL,
  BLOG_UNPUBLISHED_MAIL,
} from "../../content/mail/blog";
import { WRITER_PATHS } from "../../content/blog-writing";
import { db } from "../../core/db";
import { addressedMail, renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";
import {
  MAIL_BLOG_NOTIFY,
  MAIL_BLOG_PUBLISHED,
  MAIL_BLOG_RECEIVED,
  MAIL_BLOG_REJECTED,
  MAIL_BLOG_UNPUBLISHED,
} from "./kinds";

async function load(payload: Record<string, unknown>) {
  const post = await db.blogPost.findUnique({ where: { id: String(payload.id) } });
  if (!post || !isBlogArea(post.area)) throw new Error(`No blog post ${String(payload.id)}`);
  return { ...post, area: post.area, areaName: BLOG_AREA_COPY[post.area].name };
}

export const BLOG_RENDERERS = {
  [MAIL_BLOG_RECEIVED]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const post = await load(payload);
    return addressedMail(to, BLOG_RECEIVED_MAIL.subject, BLOG_RECEIVED_MAIL.paragraphs(post));
  },
  [MAIL_BLOG_NOTIFY]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const post = await load(payload);
    return {
      to,
      subject: `New blog post for review: ${post.title}`,
      headers: post.email ? { "Reply-To": post.email } : undefined,
      ...renderMail(
        [
          `A new post for the ${post.areaName} blog is waiting for review (id ${post.id}).`,
          [
            `Title: ${post.title}`,
            `Author: ${post.authorName}`,
            `Submitted by: ${post.fullName ?? "-"} <${post.email ?? "-"}>, phone ${post.phoneNumber ?? "-"}`,
            `Social media profile: ${post.socialMediaProfile ?? "-"}`,
            `Image: ${post.imageKey ? "yes" : "none"}`,
            `Consent from ${post.consentIp ?? "-"} at ${post.createdAt.toISOString()}`,
          ].join("\n"),
          post.body,
        ],
        { label: OPEN_RECORD, url: `${config.siteUrl}${adminRecordPath(ADMIN_LIST_KEYS.blog, post.id)}` },
      ),
    };
  },
  [MAIL_BLOG_PUBLISHED]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const post = await load(payload);
    return addressedMail(to, BLOG_PUBLISHED_MAIL.subject, BLOG_PUBLISHED_MAIL.paragraphs(post), {
      label: BLOG_PUBLISHED_MAIL.action,
      url: `${config.siteUrl}${postPath(post.area, post.slug)}`,
    });
  },
  [MAIL_BLOG_REJECTED]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const post = await load(payload);
    return addressedMail(to, BLOG_REJECTED_MAIL.subject, BLOG_REJECTED_MAIL.paragraphs(post), {
      label: BLOG_REJECTED_MAIL.action(post.areaName),
      url: `${config.siteUrl}${areaPath(post.area)}`,
    });
  },
  [MAIL_BLOG_UNPUBLISHED]: async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const post = await load(payload);
    const fromAccount = post.userId !== null;
    return addressedMail(to, BLOG_UNPUBLISHED_MAIL.subject, BLOG_UNPUBLISHED_MAIL.paragraphs(post, fromAccount), {
      label: fromAccount ? BLOG_UNPUBLISHED_MAIL.action : BLOG_REJECTED_MAIL.action(post.areaName),
      url: `${config.siteUrl}${fromAccount ? WRITER_PATHS.post(post.id) : areaPath(post.area)}`,
    });
  },
};
