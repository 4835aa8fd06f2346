// Issue 34, L1: the operator's review and edit forms carry the version of the post they were made
// from (its last change). A writer who edits their waiting post after the operator opened it makes
// publishing, rejecting or saving that page answer 409 (a form: back to the post's page, which says
// so), changing nothing and mailing nobody; the version the operator did read goes through.
import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

import { POST as writerCreate } from "@/app/api/account/posts/route";
import { POST as writerUpdate } from "@/app/api/account/posts/[id]/route";
import { POST as moderate } from "@/app/api/admin/blog-posts/[id]/route";
import { MODERATION_REFUSED } from "@/lib/content/admin";
import { blogSubmissions } from "@/lib/features/admin/lists/blog";
import { db } from "./support/blog";
import { sessionCookie, sessionFor } from "./support/session";
import { resetEachTest } from "./support/reset";

let ip = 0;
const SENTENCE = "This post changed since you read it. Reload to see the changes.";
const READ = "What to look for in a first data analyst: SQL, curiosity and clear writing.";
const UNREAD = "What to look for in a first data analyst, and where to buy cheap pills online today.";

const draft = (blogContent: string, intent = "save") => ({
  area: "recruitment",
  blogTitle: "Hiring your first data analyst",
  blogContent,
  authorName: "Asha Gupta",
  intent,
});

async function writer(cookie: string, body: Record<string, unknown>, id?: string): Promise<string> {
  const headers = { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json", "x-client-ip": `10.6.0.${++ip}`, cookie };
  const request = new Request(`http://localhost:3000/api/account/posts${id ? `/${id}` : ""}`, { method: "POST", headers, body: JSON.stringify(body) });
  const response = id ? await writerUpdate(request, { params: Promise.resolve({ id }) }) : await writerCreate(request, { params: Promise.resolve({}) });
  expect(response.status).toBeLessThan(300);
  return String(((await response.json()) as { id: string }).id);
}

/** A writer's post waiting for review, the version the operator's page shows, and the writer's cookie. */
async function opened(): Promise<{ id: string; version: string; writerCookie: string }> {
  const { cookie: writerCookie } = await sessionFor("user");
  const id = await writer(writerCookie, draft(READ, "submit"));
  const record = await blogSubmissions.detail(id);
  return { id, version: record?.blog?.version ?? "", writerCookie };
}

/** The writer changes the waiting post afterwards (a millisecond later at least, so its version moves). */
async function writerEdits(id: string, writerCookie: string): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  await writer(writerCookie, draft(UNREAD), id);
}

type As = "json" | "form" | "multipart";
function send(id: string, fields: Record<string, string>, as: As, cookie: string) {
  const headers: Record<string, string> = { host: "localhost:3000", cookie };
  if (as !== "json") headers["sec-fetch-mode"] = "navigate";
  let body: BodyInit;
  if (as === "multipart") {
    body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.append(name, value);
  } else if (as === "form") {
    headers["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(fields).toString();
  } else {
    headers["content-type"] = "application/json";
    body = JSON.stringify(fields);
  }
  return moderate(new Request(`http://localhost:3000/api/admin/blog-posts/${id}`, { method: "POST", headers, body }), { params: Promise.resolve({ id }) });
}

const state = async (id: string) => {
  const row = await db.blogPost.findUniqueOrThrow({ where: { id } });
  return {
    status: row.status,
    body: row.body,
    popular: row.popular,
    rejectReason: row.rejectReason,
    moderationMails: await db.outboxMail.count({ where: { kind: { in: ["blog-published", "blog-rejected"] } } }),
  };
};

resetEachTest("blog", () => {
  revalidated.length = 0;
});

describe("acting on a post its writer changed after the operator read it", () => {
  it("puts the sentence in one place", () => {
    expect(MODERATION_REFUSED.changed).toBe(SENTENCE);
  });

  it("refuses a script's publish with 409 and the sentence, then publishes the version read after a reload", async () => {
    const operator = await sessionCookie("operator");
    const { id, version, writerCookie } = await opened();
    await writerEdits(id, writerCookie);
    const refused = await send(id, { action: "publish", version }, "json", operator);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: SENTENCE });
    expect(await state(id)).toEqual({ status: "pending", body: UNREAD, popular: false, rejectReason: null, moderationMails: 0 });
    expect(revalidated).toEqual([]);

    const reloaded = (await blogSubmissions.detail(id))?.blog?.version ?? "";
    expect(reloaded).not.toBe(version);
    const published = await send(id, { action: "publish", version: reloaded }, "json", operator);
    expect(published.status).toBe(200);
    expect((await state(id)).status).toBe("published");
    expect((await state(id)).moderationMails).toBe(1);
  });

  it("sends the review page's publish form (multipart, with its tags) back to the post's page, which says why", async () => {
    const operator = await sessionCookie("operator");
    const { id, version, writerCookie } = await opened();
    await writerEdits(id, writerCookie);
    const refused = await send(id, { action: "publish", version, popular: "on", "keywords.0": "DEVELOPMENT" }, "multipart", operator);
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe(`/admin/blog-submissions/${id}?refused=changed`);
    expect(await state(id)).toMatchObject({ status: "pending", popular: false, moderationMails: 0 });
  });

  it("refuses the reject form and the editor's save of a changed post alike", async () => {
    const operator = await sessionCookie("operator");
    const { id, version, writerCookie } = await opened();
    await writerEdits(id, writerCookie);
    const rejected = await send(id, { action: "reject", reason: "Reads like an advert.", version }, "form", operator);
    expect(rejected.status).toBe(303);
    expect(rejected.headers.get("location")).toBe(`/admin/blog-submissions/${id}?refused=changed`);
    const fields = {
      action: "save",
      version,
      title: "Hiring your first data analyst",
      authorName: "Asha Gupta",
      body: "The operator's own rewrite of the text, long enough for the editor's rules.",
    };
    const saved = await send(id, fields, "multipart", operator);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe(`/admin/blog-submissions/${id}?refused=changed`);
    expect(await state(id)).toEqual({ status: "pending", body: UNREAD, popular: false, rejectReason: null, moderationMails: 0 });
  });

  it("publishes from the form when nothing changed since the page was made", async () => {
    const operator = await sessionCookie("operator");
    const { id, version } = await opened();
    const published = await send(id, { action: "publish", version, popular: "on" }, "multipart", operator);
    expect(published.status).toBe(303);
    expect(published.headers.get("location")).toBe(`/admin/blog-submissions/${id}?saved=published`);
    expect(await state(id)).toMatchObject({ status: "published", body: READ, popular: true, moderationMails: 1 });
  });
});
