import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

import { POST } from "@/app/api/admin/blog-posts/[id]/route";
import { getPublishedPost } from "@/lib/features/blog/queries";
import { db, insertPost } from "./support/blog";
import { sessionCookie } from "./support/session";
import { resetEachTest } from "./support/reset";

type Options = { cookie?: string; form?: boolean; origin?: string };

async function moderate(id: string, body: Record<string, string>, { cookie, form = false, origin }: Options = {}) {
  const headers: Record<string, string> = { host: "localhost:3000", "content-type": form ? "application/x-www-form-urlencoded" : "application/json" };
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  if (form) headers["sec-fetch-mode"] = "navigate";
  const request = new Request(`http://localhost:3000/api/admin/blog-posts/${id}`, {
    method: "POST",
    headers,
    body: form ? new URLSearchParams(body).toString() : JSON.stringify(body),
  });
  return POST(request, { params: Promise.resolve({ id }) });
}

const pending = () =>
  insertPost({
    status: "pending",
    publishedAt: null,
    area: "digital",
    slug: `pending-${Date.now().toString(36)}`,
    fullName: "Ravi Kumar",
    email: "ravi@example.com",
  });

resetEachTest("blog", () => {
  revalidated.length = 0;
});

describe("POST /api/admin/blog-posts/[id]", () => {
  it("answers 401 without a session and 403 without the operator role, and changes nothing", async () => {
    const post = await pending();
    const anonymous = await moderate(post.id, { action: "publish" });
    expect(anonymous.status).toBe(401);
    const user = await moderate(post.id, { action: "reject", reason: "No" }, { cookie: await sessionCookie("user") });
    expect(user.status).toBe(403);
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("pending");
    expect(await db.outboxMail.count()).toBe(0);
    expect(revalidated).toEqual([]);
  });

  it("publishes for the operator: the post goes public, its pages are refreshed and the submitter is mailed", async () => {
    const post = await pending();
    const cookie = await sessionCookie("operator");
    const response = await moderate(post.id, { action: "publish" }, { cookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: post.id, status: "published", message: "Published. The post is now on its area's pages." });
    expect(await getPublishedPost("digital", post.slug)).not.toBeNull();
    expect(revalidated).toContain(`/digital-blog/${post.slug}`);
    expect(await db.outboxMail.count({ where: { kind: "blog-published", to: "ravi@example.com" } })).toBe(1);
    // A second click is refused and mails nobody again.
    expect((await moderate(post.id, { action: "publish" }, { cookie })).status).toBe(409);
    expect(await db.outboxMail.count({ where: { kind: "blog-published" } })).toBe(1);
  });

  it("rejects from the page's form with a trimmed reason and sends the operator back to the submission", async () => {
    const post = await pending();
    const response = await moderate(
      post.id,
      { action: "reject", reason: "  Reads like an advert.  " },
      { cookie: await sessionCookie("operator"), form: true },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/admin/blog-submissions/${post.id}?saved=rejected`);
    expect(await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).toMatchObject({ status: "rejected", rejectReason: "Reads like an advert." });
    expect(await db.outboxMail.count({ where: { kind: "blog-rejected", to: "ravi@example.com" } })).toBe(1);
  });

  it("refuses an unknown action, a reason over 1000 characters (422), an unknown id (404) and another site's form (403)", async () => {
    const post = await pending();
    const cookie = await sessionCookie("operator");
    expect((await moderate(post.id, { action: "delete" }, { cookie })).status).toBe(422);
    expect((await moderate(post.id, { action: "reject", reason: "x".repeat(1001) }, { cookie })).status).toBe(422);
    expect((await moderate("no-such-post", { action: "publish" }, { cookie })).status).toBe(404);
    expect((await moderate("../etc", { action: "publish" }, { cookie })).status).toBe(404);
    expect((await moderate(post.id, { action: "publish" }, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await db.blogPost.findUniqueOrThrow({ where: { id: post.id } })).status).toBe("pending");
    expect(await db.outboxMail.count()).toBe(0);
  });
});
