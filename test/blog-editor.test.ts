import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

import { POST as create } from "@/app/api/admin/blog-posts/route";
import { POST as edit } from "@/app/api/admin/blog-posts/[id]/route";
import { getPublishedPost, popularPosts } from "@/lib/features/blog/queries";
import { db, insertPost, makeImage, uploadDir } from "./support/blog";
import { sessionCookie, sessionFor } from "./support/session";
import { resetEachTest } from "./support/reset";

type Fields = Record<string, string>;
type Cover = { bytes: Buffer; name: string; type: string };

async function send(url: string, fields: Fields, { cookie, cover, navigate = false }: { cookie?: string; cover?: Cover; navigate?: boolean } = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (cover) form.append("cover", new Blob([new Uint8Array(cover.bytes)], { type: cover.type }), cover.name);
  const headers: Record<string, string> = { host: "localhost:3000" };
  if (cookie) headers.cookie = cookie;
  if (navigate) headers["sec-fetch-mode"] = "navigate";
  const request = new Request(`http://localhost:3000${url}`, { method: "POST", headers, body: form });
  const id = url.split("/")[4];
  return id ? edit(request, { params: Promise.resolve({ id }) }) : create(request, undefined);
}

const post = (overrides: Fields = {}): Fields => ({
  title: "Closing the books in five days",
  area: "business",
  authorName: "Solutions At One Place",
  body: "A month-end close that takes five days instead of fifteen, step by step.\n\nA second paragraph.",
  "keywords.0": "DEVELOPMENT",
  "keywords.7": "FINTECH",
  popular: "on",
  ...overrides,
});

const storedFiles = () =>
  fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir, { recursive: true }).filter((name) => String(name).endsWith(".webp")).length : 0;

resetEachTest("blog", () => {
  revalidated.length = 0;
});

describe("the operator's blog editor", () => {
  it("answers 401 without a session and 403 without the operator role, storing no post and no file", async () => {
    const cover = { bytes: await makeImage("png", 800, 400), name: "c.png", type: "image/png" };
    expect((await send("/api/admin/blog-posts", post(), { cover })).status).toBe(401);
    expect((await send("/api/admin/blog-posts", post(), { cover, cookie: await sessionCookie("user") })).status).toBe(403);
    const pending = await insertPost({ status: "pending", publishedAt: null });
    expect((await send(`/api/admin/blog-posts/${pending.id}`, { action: "publish", popular: "on" }, { cookie: await sessionCookie("user") })).status).toBe(403);
    expect(await db.blogPost.count()).toBe(1);
    expect(storedFiles()).toBe(0);
    expect(revalidated).toEqual([]);
  });

  it("publishes a new post with its cover, keywords and flag, shown under Popular and its keyword at once", async () => {
    const cover = { bytes: await makeImage("png", 800, 400), name: "cover.png", type: "image/png" };
    const response = await send("/api/admin/blog-posts", post(), { cookie: await sessionCookie("operator"), cover, navigate: true });
    expect(response.status).toBe(303);
    const row = await db.blogPost.findFirstOrThrow();
    expect(response.headers.get("location")).toBe(`/admin/blog-submissions/${row.id}?saved=published`);
    expect(row).toMatchObject({
      area: "business",
      slug: "closing-the-books-in-five-days",
      status: "published",
      keywords: "DEVELOPMENT,FINTECH",
      popular: true,
      imageWidth: 800,
      email: null,
    });
    expect(row.imageKey).toMatch(/^blog\/.+\.webp$/);
    expect(revalidated).toEqual([
      "/business-blog",
      "/business-blog/BlogsExplorePage",
      "/business-blog/closing-the-books-in-five-days",
      "/sitemap.xml",
      "/business-blog/feed.xml",
      "/blogs/feed.xml",
      "/business-blog/atom.xml",
      "/blogs/atom.xml",
      "/business-blog/authors/[slug]",
    ]);
    expect((await popularPosts("business", { keyword: "FINTECH" })).map((card) => card.title)).toEqual([row.title]);
    expect((await popularPosts("business", { keyword: "DESIGN" })).length).toBe(0);
  });

  it("edits a published post: the page shows the change and keeps its address; a new cover replaces the old file", async () => {
    const cookie = await sessionCookie("operator");
    await send("/api/admin/blog-posts", post(), { cookie, cover: { bytes: await makeImage("jpeg", 640, 360), name: "a.jpg", type: "image/jpeg" } });
    const before = await db.blogPost.findFirstOrThrow();
    expect(storedFiles()).toBe(2); // 640 px: itself and the 400 px copy
    revalidated.length = 0;
    const fields = {
      action: "save",
      title: "Closing the books in four days",
      authorName: "Asha Gupta",
      body: `${before.body}\n\nUpdated with a checklist.`,
      "keywords.2": "TECHNOLOGY",
    };
    const response = await send(`/api/admin/blog-posts/${before.id}`, fields, {
      cookie,
      cover: { bytes: await makeImage("webp", 900, 500), name: "b.webp", type: "image/webp" },
    });
    expect(response.status).toBe(200);
    const after = await getPublishedPost("business", before.slug);
    expect(after).toMatchObject({ title: "Closing the books in four days", authorName: "Asha Gupta", keywords: ["TECHNOLOGY"] });
    expect(after?.body).toContain("Updated with a checklist.");
    expect(revalidated).toContain(`/business-blog/${before.slug}`);
    expect(revalidated).toContain("/business-blog");
    const row = await db.blogPost.findUniqueOrThrow({ where: { id: before.id } });
    expect(row).toMatchObject({ popular: false, imageWidth: 900 });
    expect(row.imageKey).not.toBe(before.imageKey);
    expect(storedFiles()).toBe(3); // the old two gone; 900 px: itself, 400 and 800 px
    expect(fs.existsSync(path.join(uploadDir, before.imageKey ?? "none"))).toBe(false);
  });

  it("sets keywords and the popular flag on a submission as it is published; the submitter is mailed once", async () => {
    const submission = await insertPost({ status: "pending", publishedAt: null, area: "digital", slug: "guest-post", email: "ravi@example.com" });
    const cookie = await sessionCookie("operator");
    const response = await send(
      `/api/admin/blog-posts/${submission.id}`,
      { action: "publish", popular: "on", "keywords.3": "SAAS" },
      { cookie, navigate: true },
    );
    expect(response.headers.get("location")).toBe(`/admin/blog-submissions/${submission.id}?saved=published`);
    expect(await db.blogPost.findUniqueOrThrow({ where: { id: submission.id } })).toMatchObject({
      status: "published",
      popular: true,
      keywords: "SAAS",
      title: submission.title,
    });
    expect((await popularPosts("digital")).map((card) => card.id)).toEqual([submission.id]);
    expect((await popularPosts("digital", { keyword: "SAAS" })).map((card) => card.id)).toEqual([submission.id]);
    expect((await send(`/api/admin/blog-posts/${submission.id}`, { action: "publish" }, { cookie })).status).toBe(409);
    expect(await db.outboxMail.count({ where: { kind: "blog-published" } })).toBe(1);
  });

  it("records publishing from the review page in the audit trail once, with the operator; saving records no publication", async () => {
    const submission = await insertPost({ status: "pending", publishedAt: null, area: "digital", slug: "audited-post", email: "ravi@example.com" });
    const { cookie, userId } = await sessionFor("operator");
    const operator = await db.user.findUniqueOrThrow({ where: { id: userId } });
    const publications = () =>
      db.auditEvent.findMany({ where: { recordId: submission.id, action: "blog-publish" }, select: { actorEmail: true, recordKind: true } });
    expect((await send(`/api/admin/blog-posts/${submission.id}`, { ...post(), action: "save" }, { cookie })).status).toBe(200);
    expect(await publications()).toEqual([]);
    expect((await send(`/api/admin/blog-posts/${submission.id}`, { action: "publish" }, { cookie, navigate: true })).status).toBe(303);
    expect((await send(`/api/admin/blog-posts/${submission.id}`, { action: "publish" }, { cookie })).status).toBe(409);
    expect(await publications()).toEqual([{ actorEmail: operator.email, recordKind: "blog-submissions" }]);
  });

  it("refuses a keyword outside the set, a short title and an image that is not one (422/415), storing nothing", async () => {
    const cookie = await sessionCookie("operator");
    const bad = await send("/api/admin/blog-posts", post({ "keywords.1": "CRYPTO" }), { cookie });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(await bad.json())).toContain("Choose keywords from the list");
    expect((await send("/api/admin/blog-posts", post({ title: "Hi" }), { cookie })).status).toBe(422);
    const svg = { bytes: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"), name: "x.svg", type: "image/svg+xml" };
    expect((await send("/api/admin/blog-posts", post(), { cookie, cover: svg })).status).toBe(415);
    expect(await db.blogPost.count()).toBe(0);
    expect(storedFiles()).toBe(0);
  });
});
