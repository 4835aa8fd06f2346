import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

import { getBlogPostForReview, listBlogSubmissions, publishBlogPost, rejectBlogPost } from "@/lib/features/blog/moderation";
import { getPublishedPost } from "@/lib/features/blog/queries";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { db, insertPost } from "./support/blog";
import { resetEachTest } from "./support/reset";

const submitted = (overrides: Parameters<typeof insertPost>[0] = {}) =>
  insertPost({
    status: "pending",
    publishedAt: null,
    fullName: "Ravi Kumar",
    email: "ravi@example.com",
    phoneNumber: "9876543210",
    consentIp: "10.0.0.1",
    ...overrides,
  });

resetEachTest("blog", () => {
  revalidated.length = 0;
});

describe("blog moderation", () => {
  it("lists submissions by state, newest first, searchable, twenty a page", async () => {
    for (let i = 0; i < 22; i++) await submitted({ title: `Pending ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1, i)) });
    await submitted({ title: "Rejected one", status: "rejected" });
    await insertPost({ title: "Published one" });
    const first = await listBlogSubmissions();
    expect(first).toMatchObject({ total: 22, page: 1, pages: 2 });
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ title: "Pending 21", fullName: "Ravi Kumar", email: "ravi@example.com", status: "pending", hasImage: false });
    expect((await listBlogSubmissions({ page: 2 })).items.map((item) => item.title)).toEqual(["Pending 1", "Pending 0"]);
    expect((await listBlogSubmissions({ status: "rejected" })).items.map((item) => item.title)).toEqual(["Rejected one"]);
    expect((await listBlogSubmissions({ status: "pending", q: "pending 1" })).total).toBe(11);
    expect((await listBlogSubmissions({ status: "published", q: "ravi" })).total).toBe(0);
  });

  it("reads one post in full for review, submitter details included", async () => {
    const post = await submitted({ socialMediaProfile: "https://example.com/ravi" });
    expect(await getBlogPostForReview(post.id)).toMatchObject({
      status: "pending",
      email: "ravi@example.com",
      socialMediaProfile: "https://example.com/ravi",
      consentIp: "10.0.0.1",
    });
    expect(await getBlogPostForReview("nope")).toBeNull();
  });

  it("publishes: the post goes public with a date, its pages are refreshed and the submitter is told", async () => {
    const post = await submitted({ area: "digital", slug: "my-first-post" });
    expect(await getPublishedPost("digital", "my-first-post")).toBeNull();
    const before = Date.now();
    const published = await publishBlogPost(post.id);
    expect(published.status).toBe("published");
    expect(published.publishedAt?.getTime()).toBeGreaterThanOrEqual(before);
    expect(await getPublishedPost("digital", "my-first-post")).not.toBeNull();
    expect(revalidated).toEqual([
      "/digital-blog",
      "/digital-blog/BlogsExplorePage",
      "/digital-blog/my-first-post",
      "/sitemap.xml",
      "/digital-blog/feed.xml",
      "/blogs/feed.xml",
      "/digital-blog/atom.xml",
      "/blogs/atom.xml",
      "/digital-blog/authors/[slug]",
    ]);
    const [mail] = await db.outboxMail.findMany({ where: { kind: "blog-published" } });
    expect(mail?.to).toBe("ravi@example.com");
    const message = await renderOutboxMail(mail?.kind ?? "", mail?.to ?? "", JSON.parse(mail?.payload ?? "{}") as Record<string, unknown>);
    expect(message.subject).toBe("Your blog post is published");
    expect(message.text).toContain("http://localhost:3000/digital-blog/my-first-post");
  });

  it("rejects with a reason: off the public pages and the reason mailed to the submitter", async () => {
    const post = await submitted({ slug: "was-live", status: "published", publishedAt: new Date() });
    const rejected = await rejectBlogPost(post.id, "  Promotional content <b>only</b>  ");
    expect(rejected).toMatchObject({ status: "rejected", rejectReason: "Promotional content <b>only</b>" });
    expect(await getPublishedPost("business", "was-live")).toBeNull();
    expect(revalidated).toContain("/business-blog/was-live");
    const [mail] = await db.outboxMail.findMany({ where: { kind: "blog-rejected" } });
    const message = await renderOutboxMail(mail?.kind ?? "", mail?.to ?? "", JSON.parse(mail?.payload ?? "{}") as Record<string, unknown>);
    expect(message.to).toBe("ravi@example.com");
    expect(message.text).toContain("The reason they gave: Promotional content <b>only</b>");
    expect(message.html).toContain("Promotional content &lt;b&gt;only&lt;/b&gt;");
    expect(message.html).not.toContain("<b>only</b>");
  });

  it("rejects without a reason, and publishing a rejected post clears its reason", async () => {
    const post = await submitted();
    expect((await rejectBlogPost(post.id)).rejectReason).toBeNull();
    const [mail] = await db.outboxMail.findMany({ where: { kind: "blog-rejected" } });
    expect((await renderOutboxMail("blog-rejected", "ravi@example.com", JSON.parse(mail?.payload ?? "{}") as Record<string, unknown>)).text).toContain(
      "They gave no particular reason.",
    );
    await rejectBlogPost(post.id, "Too short");
    expect((await publishBlogPost(post.id)).rejectReason).toBeNull();
  });

  it("answers an unknown id with a 404 and changes nothing", async () => {
    await expect(publishBlogPost("missing")).rejects.toMatchObject({ status: 404 });
    await expect(rejectBlogPost("missing", "x")).rejects.toMatchObject({ status: 404 });
    expect(await db.outboxMail.count()).toBe(0);
    expect(revalidated).toEqual([]);
  });

  it("sends no mail for a seeded post, which has no submitter", async () => {
    const post = await insertPost({ status: "pending", publishedAt: null });
    await publishBlogPost(post.id);
    expect(await db.outboxMail.count()).toBe(0);
  });
});
