// Mails about blog posts. The "under review" mail echoes none of the post (anyone could have
// typed the address); the operator's notice lists it all, escaped by renderMail.
import "server-only";
import { areaPath, isBlogArea, postPath } from "../../content/blog-areas";
import { config } from "../../core/config";
import { BLOG_AREA_COPY } from "../../content/blog";
import { db } from "../../core/db";
import { renderMail } from "../../core/mail/layout";
import type { MailMessage } from "../../core/mail/transport";

async function load(payload: Record<string, unknown>) {
  const post = await db.blogPost.findUnique({ where: { id: String(payload.id) } });
  if (!post || !isBlogArea(post.area)) throw new Error(`No blog post ${String(payload.id)}`);
  return { ...post, area: post.area, areaName: BLOG_AREA_COPY[post.area].name };
}

const greeting = (name: string | null) => (name ? `Hello ${name},` : "Hello,");

export const BLOG_RENDERERS = {
  "blog-received": async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const post = await load(payload);
    return {
      to,
      subject: "Your blog post is under review",
      ...renderMail([
        greeting(post.fullName),
        `Thank you for writing for our ${post.areaName} blog. Your post has reached us and is under review: our editors read every submission before it appears on the site.`,
        "We will write to you again when it is published. If you did not send it, please ignore this mail.",
      ]),
    };
  },
  "blog-notify": async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const post = await load(payload);
    return {
      to,
      subject: `New blog post for review: ${post.title}`,
      headers: post.email ? { "Reply-To": post.email } : undefined,
      ...renderMail([
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
      ]),
    };
  },
  "blog-published": async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const post = await load(payload);
    return {
      to,
      subject: "Your blog post is published",
      ...renderMail(
        [greeting(post.fullName), `Good news: your post "${post.title}" is now live on our ${post.areaName} blog. Thank you for writing for us.`],
        { label: "Read your post", url: `${config.siteUrl}${postPath(post.area, post.slug)}` },
      ),
    };
  },
  "blog-rejected": async (to: string, payload: Record<string, unknown>): Promise<MailMessage> => {
    const post = await load(payload);
    return {
      to,
      subject: "About your blog post",
      ...renderMail(
        [
          greeting(post.fullName),
          `Thank you for your post "${post.title}". Our editors have decided not to publish it on our ${post.areaName} blog.`,
          post.rejectReason ? `The reason they gave: ${post.rejectReason}` : "They gave no particular reason.",
          "You are welcome to send another post at any time.",
        ],
        { label: `Visit the ${post.areaName} blog`, url: `${config.siteUrl}${areaPath(post.area)}` },
      ),
    };
  },
};
