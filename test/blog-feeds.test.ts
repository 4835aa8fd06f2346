// Issue 27 item 2: the RSS 2.0 and Atom feeds of each blog area and of all areas, read back by a
// feed parser (@rowanmanning/feed-parser) after a strict XML check (fast-xml-parser's validator).
import { parseFeed } from "@rowanmanning/feed-parser";
import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { GET as allAtom } from "@/app/(site)/blogs/atom.xml/route";
import { GET as allRss } from "@/app/(site)/blogs/feed.xml/route";
import { GET as businessAtom } from "@/app/(site)/business-blog/atom.xml/route";
import { GET as businessRss } from "@/app/(site)/business-blog/feed.xml/route";
import { GET as digitalRss } from "@/app/(site)/digital-blog/feed.xml/route";
import { config } from "@/lib/core/config";
import { db, insertPost } from "./support/blog";
import { resetEachTest } from "./support/reset";

type Handler = (request: Request, context: unknown) => Promise<Response>;
const site = config.pageSiteUrl;
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 9));

/** The feed a handler answers: its status and type, and the parsed feed once the XML is well-formed. */
async function read(handler: Handler) {
  const response = await handler(new Request(`${site}/feed`), undefined);
  const xml = await response.text();
  expect(XMLValidator.validate(xml)).toBe(true);
  return { response, xml, feed: parseFeed(xml) };
}

/** Each feed a business-blog post appears in (its area's and all areas', RSS and Atom), read one after another. */
async function readBusinessFeeds() {
  const feeds = [];
  for (const handler of [businessRss, businessAtom, allRss, allAtom]) feeds.push(await read(handler));
  return feeds;
}

resetEachTest("blog");

describe("the blog feeds", () => {
  it("RSS 2.0 of an area lists only its published posts, newest first, each with its link, dates and author", async () => {
    await insertPost({ slug: "older", title: "Older post", publishedAt: day(1), authorName: "Priya Sharma" });
    await insertPost({
      slug: "newest",
      title: "Newest post",
      publishedAt: day(3),
      authorName: "Rahul Verma",
      keywords: "DESIGN,SAAS",
      imagePath: "/blog/business/newest.webp",
    });
    await insertPost({ slug: "middle", title: "Middle post", publishedAt: day(2) });
    await insertPost({ slug: "waiting", title: "Pending post", status: "pending", publishedAt: null });
    await insertPost({ slug: "refused", title: "Rejected post", status: "rejected", publishedAt: null });
    await insertPost({ slug: "elsewhere", title: "Digital post", area: "digital", publishedAt: day(4) });

    const { response, feed } = await read(businessRss);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    expect(feed.meta).toEqual({ type: "rss", version: "2.0" });
    expect(feed.title).toBe("Business Consulting Blog");
    expect(feed.url).toBe(`${site}/business-blog`);
    expect(feed.self).toBe(`${site}/business-blog/feed.xml`);
    expect(feed.items.map((item) => item.title)).toEqual(["Newest post", "Middle post", "Older post"]);
    const [newest] = feed.items;
    expect(newest?.url).toBe(`${site}/business-blog/newest`);
    expect(newest?.published?.toISOString()).toBe(day(3).toISOString());
    expect(newest?.authors.map((author) => author.name)).toEqual(["Rahul Verma"]);
    expect(newest?.categories.map((category) => category.term)).toEqual(["DESIGN", "SAAS"]);
    expect(newest?.media.map((media) => media.url)).toEqual([`${site}/blog/business/newest.webp`]);
    expect(newest?.content).toBe("<p>Body of post 2.</p>\n<p>Second paragraph.</p>");
  });

  it("Atom of an area carries the same posts, with the author's page and the feed's own link", async () => {
    await insertPost({ slug: "first", title: "First post", publishedAt: day(1), authorName: "Neha Gupta" });
    await insertPost({ slug: "second", title: "Second post", publishedAt: day(2), authorName: "Neha Gupta" });

    const { response, feed } = await read(businessAtom);
    expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
    expect(feed.meta).toEqual({ type: "atom", version: "1.0" });
    expect(feed.self).toBe(`${site}/business-blog/atom.xml`);
    expect(feed.updated?.toISOString()).toBe((await db.blogPost.findFirstOrThrow({ where: { slug: "second" } })).updatedAt.toISOString());
    expect(feed.items.map((item) => [item.title, item.url])).toEqual([
      ["Second post", `${site}/business-blog/second`],
      ["First post", `${site}/business-blog/first`],
    ]);
    expect(feed.items[0]?.authors).toEqual([{ name: "Neha Gupta", url: `${site}/business-blog/authors/neha-gupta`, email: null }]);
  });

  it("the all-areas feeds list the newest 20 published posts of every area", async () => {
    for (let n = 1; n <= 22; n++) {
      await insertPost({ slug: `post-of-day-${n}`, title: `Day ${n}`, area: (["business", "digital", "recruitment"] as const)[n % 3], publishedAt: day(n) });
    }
    await insertPost({ slug: "not-yet", title: "Not yet", status: "pending", publishedAt: null });
    const wanted = Array.from({ length: 20 }, (_, i) => `Day ${22 - i}`);
    for (const [handler, type] of [
      [allRss, "rss"],
      [allAtom, "atom"],
    ] as const) {
      const { feed } = await read(handler);
      expect(feed.meta.type).toBe(type);
      expect(feed.title).toBe("Solutions At One Place blogs");
      expect(feed.url).toBe(`${site}/blogs`);
      expect(feed.items.map((item) => item.title)).toEqual(wanted);
      expect(new Set(feed.items.map((item) => new URL(item.url ?? "").pathname.split("/")[1]))).toEqual(
        new Set(["business-blog", "digital-blog", "recruitment-blog"]),
      );
    }
  });

  it("carries no contributor's e-mail, phone or full name, and a post's markup reaches readers as text", async () => {
    await insertPost({
      slug: "tricky",
      title: `<script>alert(1)</script> Q&A ]]> "quotes"`,
      body: `Hello <img src=x onerror=alert(2)> & goodbye ]]>\n\n<a href="javascript:alert(3)">link</a>`,
      authorName: "R&D <Team>",
      fullName: "Hidden Person",
      email: "hidden.writer@example.com",
      phoneNumber: "9876501234",
      socialMediaProfile: "https://social.example/hidden",
    });
    for (const { xml, feed } of await readBusinessFeeds()) {
      for (const secret of ["hidden.writer@example.com", "9876501234", "Hidden Person", "social.example"]) expect(xml).not.toContain(secret);
      expect(feed.items).toHaveLength(1);
      const [item] = feed.items;
      expect(item?.authors[0]?.name).toBe("R&D <Team>");
      expect(item?.authors[0]?.email ?? null).toBeNull();
      expect(item?.title).toBe(`<script>alert(1)</script> Q&A ]]> "quotes"`);
      // Titles and content are HTML in both formats: what a post holds is escaped in them, so a
      // reader shows it as text and runs nothing (the parser hands back the text decoded).
      expect(xml).toContain("&lt;script&gt;alert(1)&lt;/script&gt; Q&amp;A ]]&gt; &quot;quotes&quot;");
      expect(xml).toContain(
        "<p>Hello &lt;img src=x onerror=alert(2)&gt; &amp; goodbye ]]&gt;</p>\n<p>&lt;a href=&quot;javascript:alert(3)&quot;&gt;link&lt;/a&gt;</p>",
      );
      expect(xml).not.toMatch(/<(script|img|a)\b/);
    }
  });

  it("stay well-formed XML when a published post's text holds U+FFFE and U+FFFF, which are dropped from it (#34 notes)", async () => {
    await insertPost({
      slug: "noncharacters",
      title: "Odd\uFFFE title\uFFFF",
      body: "A body\uFFFF with\uFFFE both.\n\nSecond\uFFFE paragraph.",
      authorName: "Noor\uFFFF Khan",
    });
    for (const { xml, feed } of await readBusinessFeeds()) {
      expect(xml).not.toMatch(/[\uFFFE\uFFFF]/);
      const [item] = feed.items;
      expect(item?.title).toBe("Odd title");
      expect(item?.content).toBe("<p>A body with both.</p>\n<p>Second paragraph.</p>");
      expect(item?.authors[0]?.name).toBe("Noor Khan");
    }
  });

  it("an area with no published post has a valid, empty feed", async () => {
    await insertPost({ area: "business" });
    const { feed } = await read(digitalRss);
    expect(feed.title).toBe("Digital Marketing Blog");
    expect(feed.items).toEqual([]);
  });

  it("answers a reader that names the feed's ETag 304 without a body, and a changed feed with a new ETag", async () => {
    await insertPost({ area: "business", status: "published", title: "First" });
    const first = await businessRss(new Request(`${site}/feed`), undefined);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await businessRss(new Request(`${site}/feed`, { headers: { "If-None-Match": `W/${etag}, "other"` } }), undefined);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    await insertPost({ area: "business", status: "published", title: "Second" });
    const changed = await businessRss(new Request(`${site}/feed`, { headers: { "If-None-Match": etag } }), undefined);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(etag);
  });
});
