// The blog writer's posts after the editor: the account's list, the public pages and the privacy list.
import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string) => revalidated.push(path) }));

import { POST as deletePost } from "@/app/api/account/posts/[id]/delete/route";
import { publishBlogPost, rejectBlogPost } from "@/lib/features/blog/moderation";
import { getPublishedPost, searchPosts } from "@/lib/features/blog/queries";
import { writerPosts } from "@/lib/features/blog/writer";
import { eraseAccount } from "@/lib/features/account/erase";
import { fileStore } from "@/lib/core/storage";
import { findPerson } from "@/lib/features/privacy";
import { db, insertPost } from "./support/blog";
import { sessionFor } from "./support/session";
import { resetEachTest } from "./support/reset";
import { draft, postsClient, rowOf } from "./support/blog-writer";

const { nextIp, send } = postsClient("10.37");

resetEachTest("blog", () => {
  revalidated.length = 0;
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
    expect(await getPublishedPost("digital", "md-post")).toMatchObject({
      format: "markdown",
      body: "# Heading\n\nSome **bold** words and a [link](https://example.com).",
    });
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
      const headers: Record<string, string> = {
        host: "localhost:3000",
        origin: "http://localhost:3000",
        "x-client-ip": nextIp(),
        "sec-fetch-mode": form ? "navigate" : "cors",
      };
      if (cookie) headers.cookie = cookie;
      return deletePost(new Request(`http://localhost:3000/api/account/posts/${String(id)}/delete`, { method: "POST", headers }), {
        params: Promise.resolve({ id: String(id) }),
      });
    };
    const mine = (await send(draft(), { cookie: writer.cookie })).body.id;
    const submitted = (await send(draft({ blogTitle: "Sent already", intent: "submit" }), { cookie: writer.cookie })).body.id;

    expect((await remove(mine)).status).toBe(401);
    expect((await remove(mine, other.cookie, false)).status).toBe(404);
    const refused = await remove(submitted, writer.cookie, false);
    expect([refused.status, ((await refused.json()) as { error: string }).error]).toEqual([
      409,
      "Only a draft can be deleted: this post has been submitted to our editors.",
    ]);
    expect(await db.blogPost.count({ where: { id: { in: [String(mine), String(submitted)] } } })).toBe(2);

    const deleted = await remove(mine, writer.cookie);
    expect([deleted.status, deleted.headers.get("location")]).toEqual([303, "/account/posts?deleted=1"]);
    expect(await db.blogPost.count({ where: { id: String(mine) } })).toBe(0);
    expect((await writerPosts(writer.userId)).map((post) => post.title)).toEqual(["Sent already"]);
  });
});
