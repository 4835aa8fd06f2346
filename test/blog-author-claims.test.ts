// Issue 34 L5: an author name is bound to the account that first wrote under it. A second account
// (or the public Create a Blog form) cannot take it, so it cannot publish on that author's page
// under the operator's bio; erasing a person deletes a bio only when nobody else publishes under it.
import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as createPost } from "@/app/api/account/posts/route";
import { POST as createBlog } from "@/app/api/create-blog/route";
import { WRITER_TEXT } from "@/lib/content/blog-writing";
import { fileStore } from "@/lib/core/storage";
import { eraseAccount } from "@/lib/features/account/erase";
import { authorSlug } from "@/lib/features/blog";
import { erasePerson } from "@/lib/features/privacy";
import { blogFields, db, insertPost, postBlog } from "./support/blog";
import { sessionFor } from "./support/session";
import { resetEachTest } from "./support/reset";

let ipCounter = 0;
const nextIp = () => `10.8.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

async function save(cookie: string, authorName: string) {
  const headers = { host: "localhost:3000", "content-type": "application/json", origin: "http://localhost:3000", "x-client-ip": nextIp(), cookie };
  const body = {
    area: "business",
    blogTitle: `A post by ${authorName}`,
    blogContent: "Cash flow, week by week, for a small firm that wants to sleep at night.",
    authorName,
    intent: "save",
  };
  const response = await createPost(new Request("http://localhost:3000/api/account/posts", { method: "POST", headers, body: JSON.stringify(body) }), {
    params: Promise.resolve({}),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const writer = async () => {
  const { cookie, userId } = await sessionFor("user");
  const { email } = await db.user.findUniqueOrThrow({ where: { id: userId } });
  return { cookie, userId, email };
};
const takenAnswer = { error: WRITER_TEXT.authorNameTaken, errors: [{ field: "authorName", msg: WRITER_TEXT.authorNameTaken }] };

resetEachTest("blog");

describe("an author name", () => {
  it("is the first account's: a second account is refused it, with a message by the field, and stores nothing", async () => {
    const first = await writer();
    const second = await writer();
    expect((await save(first.cookie, "Priya Sharma")).status).toBe(201);
    expect(await db.blogAuthorClaim.findUnique({ where: { slug: "priya-sharma" } })).toMatchObject({ userId: first.userId });
    const refused = await save(second.cookie, "  priya   SHARMA ");
    expect(refused).toEqual({ status: 422, body: takenAnswer });
    expect(await db.blogPost.count({ where: { userId: second.userId } })).toBe(0);
    // The first writer keeps using it; the second writes under a name of their own.
    expect((await save(first.cookie, "Priya Sharma")).status).toBe(201);
    expect((await save(second.cookie, "Priya Sharma Rao")).status).toBe(201);
  });

  it("already on posts someone else published cannot be claimed, but a writer's own published name can", async () => {
    await insertPost({ authorName: "Neha Gupta", email: "neha@example.com" });
    const { cookie, email } = await writer();
    expect(await save(cookie, "Neha Gupta")).toEqual({ status: 422, body: takenAnswer });
    await insertPost({ authorName: "Rahul Verma", email: email.toUpperCase() });
    expect((await save(cookie, "Rahul Verma")).status).toBe(201);
    expect(await db.blogAuthorClaim.count()).toBe(1);
  });

  it("an account holds cannot be sent through the public Create a Blog form", async () => {
    const { cookie } = await writer();
    expect((await save(cookie, "Sana Khan")).status).toBe(201);
    const refused = await postBlog(createBlog, blogFields({ authorName: "Sana Khan" }));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body)).toContain(WRITER_TEXT.authorNameClaimed);
    expect(await db.blogPost.count({ where: { userId: null } })).toBe(0);
    expect((await postBlog(createBlog, blogFields({ authorName: "Someone Else" }))).status).toBe(201);
  });

  it("stays taken after its account is deleted, while the account's published posts carry it", async () => {
    const first = await writer();
    expect((await save(first.cookie, "Vikram Singh")).status).toBe(201);
    await db.blogPost.updateMany({ where: { userId: first.userId }, data: { status: "published", publishedAt: new Date() } });
    await eraseAccount(first.userId);
    expect(await db.blogAuthorClaim.findUnique({ where: { slug: "vikram-singh" } })).toMatchObject({ userId: null });
    expect(await save((await writer()).cookie, "Vikram Singh")).toEqual({ status: 422, body: takenAnswer });
  });
});

describe("erasing a person", () => {
  it("deletes the bio of a name only they write under, and keeps one that someone else's published post carries", async () => {
    const person = await writer();
    expect((await save(person.cookie, "Arjun Mehta")).status).toBe(201);
    // Their other name, sent through the public form before the claims, is also on a published post of someone else.
    await insertPost({ authorName: "Ananya Iyer", email: person.email, status: "pending", publishedAt: null });
    await insertPost({ authorName: "Ananya Iyer", email: "ananya@example.com" });
    for (const name of ["Arjun Mehta", "Ananya Iyer"]) await db.blogAuthor.create({ data: { slug: authorSlug(name), bio: `About ${name}.` } });
    const { userId: operatorId } = await sessionFor("operator");
    const erasure = await erasePerson(db, fileStore, person.email, operatorId);
    expect(erasure.rows).toMatchObject({ blogPosts: 2, blogAuthorClaims: 1, blogAuthorBios: 1 });
    expect((await db.blogAuthor.findMany({ orderBy: { slug: "asc" } })).map((row) => row.slug)).toEqual(["ananya-iyer"]);
    expect(await db.blogAuthorClaim.count()).toBe(0);
    expect(await db.blogPost.count({ where: { email: "ananya@example.com" } })).toBe(1);
  });
});
