// Announcing a published post (lib/features/newsletter/announce.ts): a campaign from its title,
// summary, cover (through the newsletter's image pipeline) and absolute link, to the subscribers of
// its area's interest only; once per post however often or however many at once; at publish time
// from the publish form's checkbox; and a mail whose "Read the post" button is the post's counted link.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as announce } from "@/app/api/admin/blog-posts/[id]/announce/route";
import { POST as moderate } from "@/app/api/admin/blog-posts/[id]/route";
import { config } from "@/lib/core/config";
import { storeBlogImage } from "@/lib/features/blog/image";
import { announcePost } from "@/lib/features/newsletter/announce";
import { clickUrl } from "@/lib/features/newsletter/links";
import { loadCampaignContent, renderNewsletter } from "@/lib/features/newsletter/message";
import { cancelCampaign, LOOK_AHEAD_MS, startDueCampaigns } from "@/lib/features/newsletter/schedule";
import { clearBlog, db, insertPost } from "./support/blog";
import { sessionFor } from "./support/session";

/** Past LOOK_AHEAD_MS: the handler's own look sets no timer; the test starts it with a later "now". */
const soon = () => new Date(Date.now() + LOOK_AHEAD_MS + 5_000);
const pastSoon = () => new Date(Date.now() + LOOK_AHEAD_MS + 20_000);
const BODY = "Hiring a **first data analyst** is a big step.\n\nWhat to ask in the interview, and what to leave out.";

beforeEach(async () => {
  await clearBlog();
  await db.campaign.deleteMany();
  await db.subscriber.deleteMany();
  await db.subscriber.createMany({
    data: [
      { email: "business@example.com", status: "confirmed", interests: "jobs business-blog" },
      { email: "also-business@example.com", status: "confirmed", interests: "business-blog" },
      { email: "digital@example.com", status: "confirmed", interests: "digital-blog" },
      { email: "everything-else@example.com", status: "confirmed", interests: "" },
      { email: "pending-business@example.com", status: "pending", interests: "business-blog" },
    ],
  });
});
afterAll(() => db.$disconnect());

async function coveredPost(overrides: Parameters<typeof insertPost>[0] = {}) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "announce-")), "cover.png");
  await sharp({ create: { width: 1200, height: 600, channels: 3, background: "#0f766e" } })
    .png()
    .toFile(file);
  const cover = await storeBlogImage({ path: file, originalName: "cover.png", size: fs.statSync(file).size, sha256: "" });
  return insertPost({
    area: "business",
    slug: `analyst-${Date.now().toString(36)}`,
    title: "Your first data analyst",
    body: BODY,
    format: "markdown",
    imageKey: cover.key,
    imageWidth: cover.width,
    imageHeight: cover.height,
    ...overrides,
  });
}

function post(handler: typeof announce, id: string, cookie: string, body: Record<string, string> = {}) {
  const request = new Request(`http://localhost:3000/api/admin/blog-posts/${id}/announce`, {
    method: "POST",
    headers: { host: "localhost:3000", cookie, "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve({ id }) });
}

const recipients = async (campaignId: string) => (await db.delivery.findMany({ where: { campaignId }, orderBy: { email: "asc" } })).map((row) => row.email);

describe("announcing a published post", { timeout: 30_000 }, () => {
  it("makes one campaign from the post's title, summary, cover and link, to its area's subscribers only", async () => {
    const { cookie } = await sessionFor("operator");
    const blogPost = await coveredPost();
    const response = await post(announce, blogPost.id, cookie);
    expect(response.status).toBe(202);
    const body = (await response.json()) as { campaignId: string; message: string; recipients: number; created: boolean };
    expect(body).toMatchObject({ message: "Announced: the newsletter is going to 2 subscribers of this area.", recipients: 2, created: true });

    const campaign = await db.campaign.findUniqueOrThrow({ where: { id: body.campaignId } });
    const link = `${config.siteUrl}/business-blog/${blogPost.slug}`;
    expect(campaign).toMatchObject({
      subject: "Your first data analyst",
      message: "Hiring a first data analyst is a big step. What to ask in the interview, and what to leave out.",
      audience: "business-blog",
      link,
      requestId: `announce:${blogPost.id}`,
      status: "sending",
      imageType: "image/jpeg",
      imageWidth: 1120,
      imageHeight: 560,
    });
    expect(await recipients(campaign.id)).toEqual(["also-business@example.com", "business@example.com"]);

    const mail = renderNewsletter(await loadCampaignContent(campaign), "business@example.com");
    expect(mail.subject).toBe("Your first data analyst");
    // The button is counted as the message's links are: the post's page is the campaign's stored link, reached through its redirect.
    expect(await db.campaignLink.findMany({ where: { campaignId: campaign.id }, select: { position: true, url: true } })).toEqual([{ position: 0, url: link }]);
    const counted = clickUrl(campaign.id, 0).replaceAll("&", "&amp;");
    expect(mail.html).toContain(
      `<a href="${counted}" style="background:#1d4ed8;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">Read the post</a>`,
    );
    expect(mail.text).toContain(`Read the post: ${clickUrl(campaign.id, 0)}`);
    expect(mail.html).toContain("Hiring a first data analyst is a big step.");
    expect(mail.attachments).toHaveLength(1);

    // Announcing again makes no second campaign and mails no one again.
    const again = await post(announce, blogPost.id, cookie);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ campaignId: body.campaignId, created: false, message: "This post was announced already." });
    expect(await db.campaign.count({ where: { subject: "Your first data analyst" } })).toBe(1);
  });

  it("makes one campaign when two announcements of a post arrive at once", async () => {
    const { cookie } = await sessionFor("operator");
    const blogPost = await coveredPost();
    const answers = await Promise.all([post(announce, blogPost.id, cookie), post(announce, blogPost.id, cookie), post(announce, blogPost.id, cookie)]);
    const ids = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { campaignId: string }).campaignId));
    expect(new Set(ids).size).toBe(1);
    expect(await db.campaign.count({ where: { requestId: `announce:${blogPost.id}` } })).toBe(1);
    expect(await db.delivery.count({ where: { campaignId: ids[0] } })).toBe(2);
  });

  it("schedules the announcement for a time, which starts with the area's subscribers of that moment; cancelled, the post can be announced again", async () => {
    const { cookie } = await sessionFor("operator");
    const blogPost = await coveredPost({ imageKey: null, imageWidth: null, imageHeight: null });
    const at = soon();
    const response = await post(announce, blogPost.id, cookie, { sendAt: at.toISOString().slice(0, 19), timeZone: "UTC" });
    expect(response.status).toBe(202);
    const { campaignId } = (await response.json()) as { campaignId: string };
    expect(await db.campaign.findUniqueOrThrow({ where: { id: campaignId } })).toMatchObject({
      status: "scheduled",
      imageKey: null,
      scheduledAt: new Date(Math.floor(at.getTime() / 1000) * 1000),
    });
    await db.subscriber.create({ data: { email: "late-business@example.com", status: "confirmed", interests: "business-blog" } });
    expect(await startDueCampaigns(db, pastSoon())).toEqual([campaignId]);
    expect(await recipients(campaignId)).toEqual(["also-business@example.com", "business@example.com", "late-business@example.com"]);

    const other = await coveredPost({ slug: `second-${Date.now().toString(36)}` });
    const scheduled = (await (
      await post(announce, other.id, cookie, { sendAt: new Date(Date.now() + 3_600_000).toISOString().slice(0, 16), timeZone: "UTC" })
    ).json()) as { campaignId: string };
    await cancelCampaign(scheduled.campaignId);
    const anew = await post(announce, other.id, cookie);
    expect(await anew.json()).toMatchObject({ created: true, recipients: 3 });
  });

  it('counts only the site\'s own "Read the post": a web address the writer typed in the summary stays text, neither linked nor counted (#34 L9)', async () => {
    const typed = "https://writer.example/offer?ref=summary";
    const blogPost = await insertPost({
      area: "business",
      slug: `typed-link-${Date.now().toString(36)}`,
      title: "A link in the summary",
      body: `Read ${typed} before you hire.\n\nMore words.`,
    });
    const { id } = await announcePost(blogPost.id, "op@example.com", null);
    const campaign = await db.campaign.findUniqueOrThrow({ where: { id } });
    expect(campaign.message).toBe(`Read ${typed} before you hire. More words.`);
    const link = `${config.siteUrl}/business-blog/${blogPost.slug}`;
    expect(await db.campaignLink.findMany({ where: { campaignId: id }, select: { position: true, url: true } })).toEqual([{ position: 0, url: link }]);

    const mail = renderNewsletter(await loadCampaignContent(campaign), "business@example.com");
    const hrefs = [...mail.html.matchAll(/<a href="([^"]+)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&"));
    expect(hrefs).toEqual([
      clickUrl(id, 0),
      expect.stringContaining("/subscription/unsubscribe?token="),
      expect.stringContaining("/subscription/preferences?"),
    ]);
    expect(mail.html).toContain(`Read ${typed} before you hire. More words.`);
    expect(mail.text).toContain(`Read ${typed} before you hire. More words.`);
    expect(await db.campaignLink.count({ where: { campaignId: id } })).toBe(1);
  });

  it("refuses a post that is not published, and anyone but an operator", async () => {
    const { cookie } = await sessionFor("operator");
    const pending = await insertPost({ status: "pending", publishedAt: null });
    const refused = await post(announce, pending.id, cookie);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: "Only a published post can be announced." });
    const published = await coveredPost();
    expect((await post(announce, published.id, (await sessionFor("user")).cookie)).status).toBe(403);
    expect(await db.campaign.count()).toBe(0);
  });

  it("announces at publish time when the publish form's box is ticked, and comes back to the post's page saying so", async () => {
    const { cookie } = await sessionFor("operator");
    const submission = await insertPost({
      status: "pending",
      publishedAt: null,
      area: "business",
      title: "A submitted post",
      body: "Plain words of a submitted post.",
    });
    const form = new FormData();
    form.append("action", "publish");
    form.append("announce", "on");
    form.append("sendAt", "");
    const request = new Request(`http://localhost:3000/api/admin/blog-posts/${submission.id}`, {
      method: "POST",
      headers: { host: "localhost:3000", cookie, "sec-fetch-mode": "navigate" },
      body: form,
    });
    const response = await moderate(request, { params: Promise.resolve({ id: submission.id }) });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/blog-submissions/${submission.id}?saved=published&campaign=${encodeURIComponent("sent:2")}`);
    const campaign = await db.campaign.findUniqueOrThrow({ where: { requestId: `announce:${submission.id}` } });
    expect(campaign).toMatchObject({ subject: "A submitted post", message: "Plain words of a submitted post.", audience: "business-blog", imageKey: null });
    expect(await recipients(campaign.id)).toEqual(["also-business@example.com", "business@example.com"]);
  });
});
