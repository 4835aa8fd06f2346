// Issue 27 item 2: author pages. An author is the name their published posts carry; the operator
// may give them a bio at /admin/blog-authors; the sitemap lists their pages.
import { describe, expect, it, vi } from "vitest";

const revalidated = vi.hoisted(() => [] as string[]);
vi.mock("next/cache", () => ({ revalidatePath: (path: string, type?: string) => revalidated.push(type ? `${path} ${type}` : path) }));

import { POST as saveBio } from "@/app/api/admin/blog-authors/route";
import sitemap from "@/app/sitemap";
import { authorMetadata } from "@/components/blog/pages/author";
import { config } from "@/lib/core/config";
import { getAuthor, listAuthors } from "@/lib/features/blog/authors";
import { db, insertPost } from "./support/blog";
import { sessionCookie } from "./support/session";
import { resetEachTest } from "./support/reset";

const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9));

async function postBio(body: Record<string, string>, { cookie, form = false, origin }: { cookie?: string; form?: boolean; origin?: string } = {}) {
  const headers: Record<string, string> = { host: "localhost:3000", "content-type": form ? "application/x-www-form-urlencoded" : "application/json" };
  if (cookie) headers.cookie = cookie;
  if (origin) headers.origin = origin;
  if (form) headers["sec-fetch-mode"] = "navigate";
  const payload = form ? new URLSearchParams(body).toString() : JSON.stringify(body);
  return saveBio(new Request("http://localhost:3000/api/admin/blog-authors", { method: "POST", headers, body: payload }), undefined);
}

resetEachTest("blog", () => {
  revalidated.length = 0;
});

describe("an author's page", () => {
  it("lists the author's published posts of the area only, newest first, under their name as last written", async () => {
    await insertPost({ slug: "first", title: "First", authorName: "priya  sharma", publishedAt: day(1) });
    await insertPost({ slug: "second", title: "Second", authorName: "Priya Sharma", publishedAt: day(2) });
    await insertPost({ slug: "waiting", title: "Waiting", authorName: "Priya Sharma", status: "pending", publishedAt: null });
    await insertPost({ slug: "refused", title: "Refused", authorName: "Priya Sharma", status: "rejected", publishedAt: null });
    await insertPost({ slug: "other-area", title: "Other area", authorName: "Priya Sharma", area: "digital", publishedAt: day(3) });
    await insertPost({ slug: "someone-else", title: "Someone else", authorName: "Rahul Verma", publishedAt: day(4) });

    const author = await getAuthor("business", "priya-sharma");
    expect(author).toMatchObject({ slug: "priya-sharma", name: "Priya Sharma", bio: null });
    expect(author?.posts.map((post) => post.title)).toEqual(["Second", "First"]);
    expect((await getAuthor("digital", "priya-sharma"))?.posts.map((post) => post.title)).toEqual(["Other area"]);
  });

  it("is not found for a name with no published post in the area, or a slug that is not one", async () => {
    await insertPost({ authorName: "Neha Gupta", status: "pending", publishedAt: null });
    await insertPost({ authorName: "Neha Gupta", area: "digital" });
    expect(await getAuthor("business", "neha-gupta")).toBeNull();
    expect(await getAuthor("business", "Neha-Gupta")).toBeNull();
    expect(await getAuthor("business", "../admin")).toBeNull();
  });

  it("carries the operator's bio and, in its metadata, the area's feeds and never a contributor's address", async () => {
    await insertPost({ authorName: "Neha Gupta", email: "neha.private@example.com", phoneNumber: "9876512345" });
    await db.blogAuthor.create({ data: { slug: "neha-gupta", bio: "Writes about hiring for small firms." } });
    expect((await getAuthor("business", "neha-gupta"))?.bio).toBe("Writes about hiring for small firms.");
    const metadata = await authorMetadata("business", Promise.resolve({ slug: "neha-gupta" }));
    expect(metadata).toMatchObject({
      title: "Neha Gupta, Business Consulting Blog",
      description: "Writes about hiring for small firms.",
      alternates: {
        canonical: "/business-blog/authors/neha-gupta",
        types: {
          "application/rss+xml": [{ url: "/business-blog/feed.xml", title: "Business Consulting Blog (RSS)" }],
          "application/atom+xml": [{ url: "/business-blog/atom.xml", title: "Business Consulting Blog (Atom)" }],
        },
      },
    });
    expect(JSON.stringify(metadata)).not.toMatch(/neha\.private|9876512345/);
  });

  it("is listed in sitemap.xml once per area the author has published in", async () => {
    await insertPost({ authorName: "Neha Gupta" });
    await insertPost({ authorName: "Neha Gupta" });
    await insertPost({ authorName: "Neha Gupta", area: "recruitment" });
    await insertPost({ authorName: "Hidden Writer", status: "pending", publishedAt: null });
    const urls = (await sitemap()).map((entry) => entry.url).filter((url) => url.includes("/authors/"));
    expect(urls.sort()).toEqual([`${config.pageSiteUrl}/business-blog/authors/neha-gupta`, `${config.pageSiteUrl}/recruitment-blog/authors/neha-gupta`]);
  });
});

describe("POST /api/admin/blog-authors", () => {
  it("answers 401 without a session, 403 without the operator role or from another origin, and saves nothing", async () => {
    await insertPost({ authorName: "Neha Gupta" });
    expect((await postBio({ slug: "neha-gupta", bio: "x" })).status).toBe(401);
    expect((await postBio({ slug: "neha-gupta", bio: "x" }, { cookie: await sessionCookie("user") })).status).toBe(403);
    expect((await postBio({ slug: "neha-gupta", bio: "x" }, { cookie: await sessionCookie("operator"), origin: "https://evil.example" })).status).toBe(403);
    expect(await db.blogAuthor.count()).toBe(0);
    expect(revalidated).toEqual([]);
  });

  it("saves the operator's bio as one paragraph, refreshes the author's pages in every area and records who did it", async () => {
    await insertPost({ authorName: "Neha Gupta" });
    const response = await postBio(
      { slug: "neha-gupta", bio: "  Recruiter for\r\nhealthcare roles.  " },
      { cookie: await sessionCookie("operator"), form: true },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/admin/blog-authors?saved=neha-gupta");
    expect(await db.blogAuthor.findUnique({ where: { slug: "neha-gupta" } })).toMatchObject({ bio: "Recruiter for healthcare roles." });
    expect(revalidated).toEqual(["/business-blog/authors/neha-gupta", "/digital-blog/authors/neha-gupta", "/recruitment-blog/authors/neha-gupta"]);
    expect(await db.auditEvent.count({ where: { action: "author-bio", recordKind: "blog-authors", recordId: "neha-gupta" } })).toBe(1);
    expect((await listAuthors()).map((author) => [author.name, author.bio, author.areas, author.posts])).toEqual([
      ["Neha Gupta", "Recruiter for healthcare roles.", ["business"], 1],
    ]);
  });

  it("removes the bio when it is emptied, and refuses one that is too long", async () => {
    await db.blogAuthor.create({ data: { slug: "neha-gupta", bio: "Old bio." } });
    const cookie = await sessionCookie("operator");
    const tooLong = await postBio({ slug: "neha-gupta", bio: "x".repeat(301) }, { cookie });
    expect(tooLong.status).toBe(422);
    expect(await tooLong.json()).toMatchObject({ errors: [{ field: "bio", msg: "The bio must be at most 300 characters" }] });
    expect((await postBio({ slug: "neha-gupta", bio: "   " }, { cookie })).status).toBe(200);
    expect(await db.blogAuthor.count()).toBe(0);
  });
});
