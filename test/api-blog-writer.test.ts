import fs from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

import { POST as createPost } from "@/app/api/account/posts/route";
import { POST as updatePost } from "@/app/api/account/posts/[id]/route";
import { blogSubmissions } from "@/lib/features/admin/lists/blog";
import { getBlogPostForReview, publishBlogPost, rejectBlogPost } from "@/lib/features/blog/moderation";
import { getPublishedPost } from "@/lib/features/blog/queries";
import { db, insertPost, makeImage, uploadDir } from "./support/blog";
import { blogPostingJsonLd } from "@/lib/features/blog/json-ld";
import { sessionFor } from "./support/session";
import { resetEachTest } from "./support/reset";
import { draft, mailKinds, postsClient, rowOf } from "./support/blog-writer";

const { nextIp, send } = postsClient("10.7");

resetEachTest("blog", () => {
  revalidated.length = 0;
});

describe("POST /api/account/posts: a contributor's drafts", () => {
  it("saves a new Markdown draft with the account's details, queues no mail and shows it to no operator", async () => {
    const writer = await sessionFor("user");
    const saved = await send(draft(), { cookie: writer.cookie });
    expect(saved).toMatchObject({ status: 201, body: { status: "draft", message: "Your draft is saved." } });
    const user = await db.user.findUniqueOrThrow({ where: { id: writer.userId } });
    const row = await rowOf(saved.body.id);
    expect(row).toMatchObject({
      status: "draft",
      format: "markdown",
      userId: writer.userId,
      email: user.email,
      fullName: user.name,
      area: "recruitment",
      slug: "hiring-your-first-data-analyst",
      consentIp: null,
    });
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
    expect(await rowOf(body.id)).toMatchObject({
      title: "Hiring a data analyst in 2026",
      area: "business",
      slug: "hiring-a-data-analyst-in-2026",
      status: "draft",
    });

    const before = Date.now();
    const submitted = await send(draft({ blogTitle: "Hiring a data analyst in 2026", area: "business", intent: "submit" }), {
      cookie: writer.cookie,
      id: String(body.id),
    });
    expect(submitted).toMatchObject({
      status: 200,
      body: { status: "pending", message: "Your post is submitted. Our editors will read it, and we will e-mail you when it is published." },
    });
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
      const headers = {
        host: "localhost:3000",
        "content-type": "application/x-www-form-urlencoded",
        origin: "http://localhost:3000",
        "x-client-ip": nextIp(),
        "sec-fetch-mode": "navigate",
        cookie,
      };
      const request = new Request(`http://localhost:3000/api/account/posts${id ? `/${id}` : ""}`, {
        method: "POST",
        headers,
        body: new URLSearchParams(fields).toString(),
      });
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
    expect(await send(draft({ blogTitle: "Taken over" }), { cookie: stranger.cookie, id })).toMatchObject({
      status: 404,
      body: { error: "You have no post with this id." },
    });
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
