// "Unpublish" beside "Reject" (#35, item 9): the operator takes a published post down with a
// reason; the post goes back to its writer (listed as taken down, with the reason, and mailed once),
// the trail records it, and the writer revises and resubmits it. A body over the limit is refused
// by the writer's handler with the form's own sentence.
import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

import { POST as moderatePost } from "@/app/api/admin/blog-posts/[id]/route";
import { POST as createPost } from "@/app/api/account/posts/route";
import { POST as updatePost } from "@/app/api/account/posts/[id]/route";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { getPublishedPost } from "@/lib/features/blog/queries";
import { writerPosts } from "@/lib/features/blog/writer";
import { BLOG_LIMITS } from "@/lib/validation/blog";
import { db } from "./support/blog";
import { sessionCookie, sessionFor } from "./support/session";
import { resetEachTest } from "./support/reset";

let ipCounter = 0;
const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
const ORIGIN = "http://localhost:3000";

async function call(url: string, body: Record<string, unknown>, cookie: string, form = false) {
  const headers: Record<string, string> = { host: "localhost:3000", origin: ORIGIN, cookie, "x-client-ip": nextIp() };
  headers["content-type"] = form ? "application/x-www-form-urlencoded" : "application/json";
  if (form) headers["sec-fetch-mode"] = "navigate";
  const payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body);
  return new Request(`${ORIGIN}${url}`, { method: "POST", headers, body: payload });
}

async function moderate(id: string, body: Record<string, string>, cookie: string, form = false) {
  return moderatePost(await call(`/api/admin/blog-posts/${id}`, body, cookie, form), { params: Promise.resolve({ id }) });
}

async function write(body: Record<string, unknown>, cookie: string, id?: string) {
  const request = await call(`/api/account/posts${id ? `/${id}` : ""}`, body, cookie);
  const response = id ? await updatePost(request, { params: Promise.resolve({ id }) }) : await createPost(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const post = (overrides: Record<string, unknown> = {}) => ({
  area: "digital",
  blogTitle: "Search adverts for a small shop",
  blogContent: "How a small shop can run search adverts without wasting its budget on the wrong words.",
  authorName: "Meera Nair",
  intent: "submit",
  ...overrides,
});

const REASON = "It quotes a study that was withdrawn.";
const unpublishAudits = (id: string) => db.auditEvent.count({ where: { action: "blog-unpublish", recordKind: "blog-submissions", recordId: id } });

resetEachTest("blog", "auditEvent", () => {
  revalidated.length = 0;
});

describe("POST /api/admin/blog-posts/[id] action=unpublish", () => {
  it("takes a published post down: back to its writer with the reason, one mail, one audit row, off the public pages; the writer revises and resubmits it", async () => {
    const writer = await sessionFor("user");
    const operator = await sessionCookie("operator");
    const { body } = await write(post(), writer.cookie);
    const id = String(body.id);
    expect((await moderate(id, { action: "publish" }, operator)).status).toBe(200);
    const { slug } = await db.blogPost.findUniqueOrThrow({ where: { id } });
    expect(await getPublishedPost("digital", slug)).not.toBeNull();
    await db.outboxMail.deleteMany();

    const response = await moderate(id, { action: "unpublish", reason: `  ${REASON}  ` }, operator, true);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/blog-submissions/${id}?saved=unpublished`);
    expect(await db.blogPost.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "unpublished", rejectReason: REASON, publishedAt: null });
    expect(await getPublishedPost("digital", slug)).toBeNull();
    expect(revalidated).toContain(`/digital-blog/${slug}`);
    expect(await unpublishAudits(id)).toBe(1);
    expect(await db.auditEvent.count({ where: { action: "blog-reject" } })).toBe(0);

    const mails = await db.outboxMail.findMany();
    expect(mails.map((mail) => mail.kind)).toEqual(["blog-unpublished"]);
    const user = await db.user.findUniqueOrThrow({ where: { id: writer.userId } });
    expect(mails[0]?.to).toBe(user.email);
    const mail = await renderOutboxMail("blog-unpublished", user.email, JSON.parse(mails[0]?.payload ?? "{}") as Record<string, unknown>);
    expect(mail.subject).toBe("Your blog post was taken down");
    expect(mail.text).toContain(`The reason they gave: ${REASON}`);
    expect(mail.text).toContain("The post is back in your account: you can revise it there and submit it again for review.");
    expect(mail.text).toContain(`/account/posts/${id}`);

    // A second click takes nothing down again and mails nobody.
    expect((await moderate(id, { action: "unpublish", reason: REASON }, operator)).status).toBe(409);
    expect(await db.outboxMail.count()).toBe(1);
    expect(await unpublishAudits(id)).toBe(1);

    const [listed] = await writerPosts(writer.userId);
    expect(listed).toMatchObject({ id, status: "unpublished", rejectReason: REASON, editable: true, publicPath: null });
    const saved = await write(post({ blogTitle: "Search adverts for a small shop, revised", intent: "save" }), writer.cookie, id);
    expect(saved).toMatchObject({ status: 200, body: { status: "unpublished", message: "Your draft is saved." } });
    const resubmitted = await write(post({ blogTitle: "Search adverts for a small shop, revised" }), writer.cookie, id);
    expect(resubmitted).toMatchObject({
      status: 200,
      body: { status: "pending", message: "Your post is submitted. Our editors will read it, and we will e-mail you when it is published." },
    });
    expect((await db.outboxMail.findMany({ orderBy: { kind: "asc" } })).map((row) => row.kind)).toEqual(["blog-notify", "blog-received", "blog-unpublished"]);
  });

  it("asks for a reason, and takes down only a published post", async () => {
    const writer = await sessionFor("user");
    const operator = await sessionCookie("operator");
    const id = String((await write(post(), writer.cookie)).body.id);
    const waiting = await moderate(id, { action: "unpublish", reason: REASON }, operator);
    expect(waiting.status).toBe(409);
    expect(await waiting.json()).toMatchObject({ error: "Only a published post can be unpublished." });
    expect((await moderate(id, { action: "publish" }, operator)).status).toBe(200);
    const bare = await moderate(id, { action: "unpublish", reason: "   " }, operator);
    expect(bare.status).toBe(422);
    expect(await bare.json()).toMatchObject({ errors: [{ field: "reason", msg: "Give the reason for taking the post down: the writer is told it." }] });
    expect(await db.blogPost.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "published" });
    expect(await unpublishAudits(id)).toBe(0);
    expect(await db.outboxMail.count({ where: { kind: "blog-unpublished" } })).toBe(0);
  });
});

describe("the body's limit in the writer's handler", () => {
  it("refuses 20,001 characters with the form's sentence and keeps 20,000", async () => {
    const writer = await sessionFor("user");
    const over = await write(post({ blogContent: "x".repeat(BLOG_LIMITS.contentMax + 1), intent: "save" }), writer.cookie);
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual([{ field: "blogContent", msg: "Blog content must be at most 20,000 characters. Shorten it and try again." }]);
    expect(await db.blogPost.count()).toBe(0);
    const full = await write(post({ blogContent: "x".repeat(BLOG_LIMITS.contentMax), intent: "save" }), writer.cookie);
    expect(full.status).toBe(201);
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: String(full.body.id) } })).body).toHaveLength(20_000);
  });
});
