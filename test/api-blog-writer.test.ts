import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

import { POST as createPost } from "@/app/api/account/posts/route";
import { POST as updatePost } from "@/app/api/account/posts/[id]/route";
import { POST as deletePost } from "@/app/api/account/posts/[id]/delete/route";
import { blogSubmissions } from "@/lib/features/admin/lists/blog";
import { getBlogPostForReview, publishBlogPost, rejectBlogPost } from "@/lib/features/blog/moderation";
import { getPublishedPost, searchPosts } from "@/lib/features/blog/queries";
import { writerPosts } from "@/lib/features/blog/writer";
import { eraseAccount } from "@/lib/features/account/erase";
import { fileStore } from "@/lib/core/storage";
import { findPerson } from "@/lib/features/privacy";
import { db, insertPost, makeImage, uploadDir } from "./support/blog";
import { blogPostingJsonLd } from "@/lib/features/blog/json-ld";
import { sessionFor } from "./support/session";
import { resetEachTest } from "./support/reset";

let ipCounter = 0;
const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

type Answer = { status: number; body: Record<string, unknown> };

async function send(body: Record<string, unknown>, { cookie, id, origin = "http://localhost:3000" }: { cookie?: string; id?: string; origin?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { host: "localhost:3000", "content-type": "application/json", origin, "x-client-ip": nextIp() };
  if (cookie) headers.cookie = cookie;
  const url = `http://localhost:3000/api/account/posts${id ? `/${id}` : ""}`;
  const request = new Request(url, { method: "POST", headers, body: JSON.stringify(body) });
  const response = id ? await updatePost(request, { params: Promise.resolve({ id }) }) : await createPost(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const draft = (overrides: Record<string, unknown> = {}) => ({
  area: "recruitment",
  blogTitle: "Hiring your first data analyst",
  blogContent: "What to look for in a **first** data analyst.\n\n| Skill | Weight |\n| --- | ---: |\n| SQL | 40% |",
  authorName: "Asha Gupta",
  intent: "save",
  ...overrides,
});

const rowOf = (id: unknown) => db.blogPost.findUniqueOrThrow({ where: { id: String(id) } });
const mailKinds = async () => (await db.outboxMail.findMany({ orderBy: { kind: "asc" } })).map((mail) => mail.kind);

resetEachTest("blog", () => { revalidated.length = 0; });

describe("POST /api/account/posts: a contributor's drafts", () => {
  it("saves a new Markdown draft with the account's details, queues no mail and shows it to no operator", async () => {
    const writer = await sessionFor("user");
    const saved = await send(draft(), { cookie: writer.cookie });
    expect(saved).toMatchObject({ status: 201, body: { status: "draft", message: "Your draft is saved." } });
    const user = await db.user.findUniqueOrThrow({ where: { id: writer.userId } });
    const row = await rowOf(saved.body.id);
    expect(row).toMatchObject({ status: "draft", format: "markdown", userId: writer.userId, email: user.email, fullName: user.name, area: "recruitment", slug: "hiring-your-first-data-analyst", consentIp: null });
    expect(await mailKinds()).toEqual([]);
    expect(await getBlogPostForReview(row.id)).toBeNull();
    await expect(publishBlogPost(row.id)).rejects.toMatchObject({ status: 404 });
    await expect(rejectBlogPost(row.id, "no")).rejects.toMatchObject({ status: 404 });
    const filters = { q: "", status: "", from: "", to: "", page: 1, job: "" };
    expect(await blogSubmissions.count(filters)).toBe(0);
    expect(await blogSubmissions.count({ ...filters, status: "draft" })).toBe(0);
    expect(await blogSubmissions.detail(row.id)).toBeNull();
  });

  it("edits the draft, then submits it: it waits for review, arrives now and queues the two submission mails", async () => {
    const writer = await sessionFor("user");
    const { body } = await send(draft(), { cookie: writer.cookie });
    const edited = await send(draft({ blogTitle: "Hiring a data analyst in 2026", area: "business" }), { cookie: writer.cookie, id: String(body.id) });
    expect(edited).toMatchObject({ status: 200, body: { id: body.id, status: "draft", message: "Your draft is saved." } });
    expect(await rowOf(body.id)).toMatchObject({ title: "Hiring a data analyst in 2026", area: "business", slug: "hiring-a-data-analyst-in-2026", status: "draft" });

    const before = Date.now();
    const submitted = await send(draft({ blogTitle: "Hiring a data analyst in 2026", area: "business", intent: "submit" }), { cookie: writer.cookie, id: String(body.id) });
    expect(submitted).toMatchObject({ status: 200, body: { status: "pending", message: "Your post is submitted. Our editors will read it, and we will e-mail you when it is published." } });
    const row = await rowOf(body.id);
    expect(row).toMatchObject({ status: "pending", slug: "hiring-a-data-analyst-in-2026" });
    expect(row.consentIp).toMatch(/^10\.7\./);
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5);
    expect(await mailKinds()).toEqual(["blog-notify", "blog-received"]);
    expect((await db.outboxMail.findFirstOrThrow({ where: { kind: "blog-received" } })).to).toBe(row.email);
    expect(await getBlogPostForReview(row.id)).toMatchObject({ status: "pending" });
  });

  it("takes the editor's form posted without JavaScript: saved, then back to the editor saying so, or with the problem's key", async () => {
    const { cookie, userId } = await sessionFor("user");
    const post = (fields: Record<string, string>, id?: string) => {
      const headers = { host: "localhost:3000", "content-type": "application/x-www-form-urlencoded", origin: "http://localhost:3000", "x-client-ip": nextIp(), "sec-fetch-mode": "navigate", cookie };
      const request = new Request(`http://localhost:3000/api/account/posts${id ? `/${id}` : ""}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
      return id ? updatePost(request, { params: Promise.resolve({ id }) }) : createPost(request, { params: Promise.resolve({}) });
    };
    const saved = await post(draft() as Record<string, string>);
    const [row] = await db.blogPost.findMany({ where: { userId } });
    expect([saved.status, saved.headers.get("location")]).toEqual([303, `/account/posts/${row?.id}?saved=save`]);
    expect(row).toMatchObject({ status: "draft", title: draft().blogTitle, body: draft().blogContent });
    const short = await post({ ...(draft() as Record<string, string>), blogTitle: "Hi" }, row?.id);
    expect([short.status, short.headers.get("location")]).toEqual([303, `/account/posts/${row?.id}?problem=invalid`]);
    const submitted = await post({ ...(draft() as Record<string, string>), intent: "submit" }, row?.id);
    expect(submitted.headers.get("location")).toBe(`/account/posts/${row?.id}?saved=submit`);
    expect((await rowOf(row?.id)).status).toBe("pending");
  });

  it("takes a cover with the draft (multipart), replaces it with the next one, and the published post's BlogPosting names it", async () => {
    const { cookie } = await sessionFor("user");
    const upload = async (fields: Record<string, string>, cover: Buffer, id?: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append("cover", new Blob([new Uint8Array(cover)], { type: "image/png" }), "cover.png");
      const headers = { host: "localhost:3000", origin: "http://localhost:3000", "x-client-ip": nextIp(), cookie };
      const request = new Request(`http://localhost:3000/api/account/posts${id ? `/${id}` : ""}`, { method: "POST", headers, body: form });
      const response = id ? await updatePost(request, { params: Promise.resolve({ id }) }) : await createPost(request, { params: Promise.resolve({}) });
      return { status: response.status, body: (await response.json()) as { id: string } };
    };
    const first = await upload(draft() as Record<string, string>, await makeImage("png", 800, 400));
    expect(first.status).toBe(201);
    const firstKey = (await rowOf(first.body.id)).imageKey;
    expect(firstKey).toMatch(/\S/);
    expect((await upload(draft({ intent: "submit" }) as Record<string, string>, await makeImage("png", 1000, 500), first.body.id)).status).toBe(200);
    const row = await rowOf(first.body.id);
    expect([row.imageKey === firstKey, row.imageWidth, row.imageHeight, row.status]).toEqual([false, 1000, 500, "pending"]);
    expect(fs.existsSync(path.join(uploadDir, String(firstKey)))).toBe(false);
    expect(fs.existsSync(path.join(uploadDir, String(row.imageKey)))).toBe(true);
    await publishBlogPost(first.body.id);
    const post = await getPublishedPost("recruitment", row.slug);
    if (!post) throw new Error("the post is not published");
    const posting = blogPostingJsonLd(post, "https://example.com") as { image: { url: string; width: number } };
    expect(posting.image).toMatchObject({ url: expect.stringMatching(/^https:\/\/example\.com\/blog-images\/[^/]+\.webp$/), width: 1000 });
  });

  it("submits a new post at once", async () => {
    const writer = await sessionFor("user");
    const saved = await send(draft({ intent: "submit" }), { cookie: writer.cookie });
    expect(saved).toMatchObject({ status: 201, body: { status: "pending" } });
    expect(await mailKinds()).toEqual(["blog-notify", "blog-received"]);
  });

  it("keeps a waiting post editable until the operator acts, and refuses every change after", async () => {
    const writer = await sessionFor("user");
    const { body } = await send(draft({ intent: "submit" }), { cookie: writer.cookie });
    const id = String(body.id);
    const changed = await send(draft({ blogContent: "A better first paragraph, long enough for the rules.\n\n- one\n- two" }), { cookie: writer.cookie, id });
    expect(changed).toMatchObject({ status: 200, body: { status: "pending", message: "Your changes are saved. The post is still waiting for review." } });
    expect((await rowOf(id)).body).toContain("A better first paragraph");
    // Saving again neither sends it twice nor mails anyone again.
    await send(draft({ intent: "submit" }), { cookie: writer.cookie, id });
    expect(await mailKinds()).toEqual(["blog-notify", "blog-received"]);

    await publishBlogPost(id);
    const refused = await send(draft({ blogTitle: "Sneaky change after publishing" }), { cookie: writer.cookie, id });
    expect(refused).toMatchObject({ status: 409, body: { error: "Our editors have already acted on this post, so it can no longer be changed." } });
    expect(await rowOf(id)).toMatchObject({ status: "published", title: "Hiring your first data analyst" });

    const other = await send(draft({ intent: "submit", blogTitle: "A second post to reject" }), { cookie: writer.cookie });
    await rejectBlogPost(String(other.body.id), "Reads like an advert");
    expect((await send(draft(), { cookie: writer.cookie, id: String(other.body.id) })).status).toBe(409);
  });

  it("refuses someone else's post as unknown, and a visitor without a session, a cross-site form and bad fields", async () => {
    const owner = await sessionFor("user");
    const stranger = await sessionFor("user");
    const { body } = await send(draft(), { cookie: owner.cookie });
    const id = String(body.id);
    expect(await send(draft({ blogTitle: "Taken over" }), { cookie: stranger.cookie, id })).toMatchObject({ status: 404, body: { error: "You have no post with this id." } });
    expect(await send(draft({ blogTitle: "Taken over" }), { id })).toMatchObject({ status: 401 });
    expect(await send(draft({ blogTitle: "Taken over" }), { cookie: owner.cookie, id, origin: "https://evil.example" })).toMatchObject({ status: 403 });
    expect(await send(draft(), { cookie: owner.cookie, id: "../../etc" })).toMatchObject({ status: 404 });
    const invalid = await send(draft({ blogTitle: "", area: "fashion", intent: "publish" }), { cookie: owner.cookie, id });
    expect(invalid.status).toBe(422);
    expect((invalid.body.errors as Array<{ field: string }>).map((error) => error.field).sort()).toEqual(["area", "blogTitle", "intent"]);
    expect(await rowOf(id)).toMatchObject({ title: "Hiring your first data analyst", userId: owner.userId });
    // A post sent from the public form has no account: no one edits it here.
    const publicPost = await insertPost({ status: "pending", publishedAt: null, email: "someone@example.com" });
    expect((await send(draft(), { cookie: owner.cookie, id: publicPost.id })).status).toBe(404);
  });

  it("gives a title another post has in the area a suffix, and keeps a draft's slug while its title stays", async () => {
    await insertPost({ area: "recruitment", slug: "hiring-your-first-data-analyst" });
    const writer = await sessionFor("user");
    const { body } = await send(draft(), { cookie: writer.cookie });
    const slug = (await rowOf(body.id)).slug;
    expect(slug).toMatch(/^hiring-your-first-data-analyst-[0-9a-f]{6}$/);
    await send(draft({ blogContent: "Changed body, still long enough for the limits of a post." }), { cookie: writer.cookie, id: String(body.id) });
    expect((await rowOf(body.id)).slug).toBe(slug);
  });
});

describe("the account's list of posts", () => {
  it("lists each post with its status, the operator's reason for a rejection and the page of a published one", async () => {
    const writer = await sessionFor("user");
    const ids: Record<string, string> = {};
    for (const title of ["Still a draft post", "Waiting post title", "Published post title", "Rejected post title"]) {
      ids[title] = String((await send(draft({ blogTitle: title, intent: title.startsWith("Still") ? "save" : "submit" }), { cookie: writer.cookie })).body.id);
    }
    await publishBlogPost(ids["Published post title"] ?? "");
    await rejectBlogPost(ids["Rejected post title"] ?? "", "Too close to an advert");
    await insertPost({ title: "Someone else's post", userId: (await sessionFor("user")).userId });
    const posts = await writerPosts(writer.userId);
    const byTitle = Object.fromEntries(posts.map((post) => [post.title, post]));
    expect(posts).toHaveLength(4);
    expect(byTitle["Still a draft post"]).toMatchObject({ status: "draft", editable: true, publicPath: null, rejectReason: null });
    expect(byTitle["Waiting post title"]).toMatchObject({ status: "pending", editable: true, publicPath: null });
    expect(byTitle["Published post title"]).toMatchObject({ status: "published", editable: false, publicPath: "/recruitment-blog/published-post-title" });
    expect(byTitle["Rejected post title"]).toMatchObject({ status: "rejected", editable: false, rejectReason: "Too close to an advert" });
  });
});

describe("a published Markdown post on the public pages", () => {
  it("keeps its format for the page and shows its words without Markdown on the cards", async () => {
    await insertPost({ area: "digital", slug: "md-post", format: "markdown", body: "# Heading\n\nSome **bold** words and a [link](https://example.com)." });
    await insertPost({ area: "digital", slug: "plain-post", body: "Plain **stays** as typed." });
    expect(await getPublishedPost("digital", "md-post")).toMatchObject({ format: "markdown", body: "# Heading\n\nSome **bold** words and a [link](https://example.com)." });
    expect(await getPublishedPost("digital", "plain-post")).toMatchObject({ format: "plain" });
    const cards = Object.fromEntries((await searchPosts("digital", "")).cards.map((card) => [card.slug, card.excerpt]));
    expect(cards).toEqual({ "md-post": "Heading. Some bold words and a link.", "plain-post": "Plain **stays** as typed." });
  });
});

describe("a writer's posts in the privacy list", () => {
  it("finds them by the account as well as by address; deleting the account deletes drafts and keeps published posts without their author", async () => {
    const writer = await sessionFor("user");
    const user = await db.user.findUniqueOrThrow({ where: { id: writer.userId } });
    const draftId = String((await send(draft({ blogTitle: "A draft to be deleted" }), { cookie: writer.cookie })).body.id);
    const liveId = String((await send(draft({ blogTitle: "A post that stays", intent: "submit" }), { cookie: writer.cookie })).body.id);
    await publishBlogPost(liveId);
    // A row whose address was since changed is still the account's.
    const moved = await insertPost({ status: "draft", publishedAt: null, userId: writer.userId, email: "old-address@example.com", format: "markdown" });
    const found = (await findPerson(db, fileStore, user.email)).tables.find((table) => table.kind === "blogPosts")?.rows.map((row) => row.id);
    expect(found?.sort()).toEqual([draftId, liveId, moved.id].sort());

    await eraseAccount(writer.userId);
    expect(await db.blogPost.findMany({ where: { id: { in: [draftId, moved.id] } } })).toEqual([]);
    expect(await rowOf(liveId)).toMatchObject({ status: "published", userId: null, email: null, fullName: null, consentIp: null });
  });

  it("deletes the account's own draft from a form post and returns to the list; refuses a submitted post, someone else's draft and no session", async () => {
    const writer = await sessionFor("user");
    const other = await sessionFor("user");
    const remove = (id: unknown, cookie?: string, form = true) => {
      const headers: Record<string, string> = { host: "localhost:3000", origin: "http://localhost:3000", "x-client-ip": nextIp(), "sec-fetch-mode": form ? "navigate" : "cors" };
      if (cookie) headers.cookie = cookie;
      return deletePost(new Request(`http://localhost:3000/api/account/posts/${String(id)}/delete`, { method: "POST", headers }), { params: Promise.resolve({ id: String(id) }) });
    };
    const mine = (await send(draft(), { cookie: writer.cookie })).body.id;
    const submitted = (await send(draft({ blogTitle: "Sent already", intent: "submit" }), { cookie: writer.cookie })).body.id;

    expect((await remove(mine)).status).toBe(401);
    expect((await remove(mine, other.cookie, false)).status).toBe(404);
    const refused = await remove(submitted, writer.cookie, false);
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([409, "Only a draft can be deleted: this post has been submitted to our editors."]);
    expect(await db.blogPost.count({ where: { id: { in: [String(mine), String(submitted)] } } })).toBe(2);

    const deleted = await remove(mine, writer.cookie);
    expect([deleted.status, deleted.headers.get("location")]).toEqual([303, "/account/posts?deleted=1"]);
    expect(await db.blogPost.count({ where: { id: String(mine) } })).toBe(0);
    expect((await writerPosts(writer.userId)).map((post) => post.title)).toEqual(["Sent already"]);
  });
});
