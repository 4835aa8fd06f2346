import { describe, expect, it } from "vitest";
import { explorePosts, getPublishedPost, popularPosts, publishedPostEntries, recentPosts, searchPosts } from "@/lib/features/blog/queries";
import { insertPost } from "./support/blog";
import { resetEachTest } from "./support/reset";

resetEachTest("blog");

describe("published blog queries", () => {
  it("lists only published posts of the area, newest first, six for the carousel", async () => {
    for (let i = 0; i < 8; i++) await insertPost({ title: `Published ${i}`, publishedAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    await insertPost({ title: "Pending one", status: "pending", publishedAt: null });
    await insertPost({ title: "Rejected one", status: "rejected" });
    await insertPost({ title: "Other area", area: "digital" });
    const recent = await recentPosts("business");
    expect(recent.map((card) => card.title)).toEqual(["Published 7", "Published 6", "Published 5", "Published 4", "Published 3", "Published 2"]);
  });

  it("searches title and body case-insensitively, with the total, and treats % and _ literally", async () => {
    await insertPost({ title: "Cloud COSTS explained" });
    await insertPost({ title: "Unrelated", body: "We cut cloud costs by half." });
    await insertPost({ title: "Nothing here", body: "Plain text." });
    await insertPost({ title: "Secret", body: "cloud costs", status: "pending" });
    await insertPost({ title: "100% growth", body: "Growth." });
    const found = await searchPosts("business", "  cloud   Costs ");
    expect(found.total).toBe(2);
    expect(found.cards.map((card) => card.title).sort()).toEqual(["Cloud COSTS explained", "Unrelated"]);
    expect((await searchPosts("business", "100%")).cards.map((card) => card.title)).toEqual(["100% growth"]);
    expect((await searchPosts("business", "%")).total).toBe(1);
    expect((await searchPosts("business", "_")).total).toBe(0);
    expect((await searchPosts("business", "")).total).toBe(4);
    expect((await searchPosts("business", "", 2)).cards).toHaveLength(2);
  });

  it("cuts card bodies to 100 characters and carries keywords and images", async () => {
    await insertPost({ body: "x".repeat(500), keywords: "DESIGN,BIG DATA", imagePath: "/blog/business/a.webp" });
    await insertPost({ body: "short", imageKey: "blog/0b0f0a10-1111-4222-8333-944455556666.webp", imageWidth: 1600, imageHeight: 900 });
    const [withPath, withKey] = (await searchPosts("business", "")).cards;
    expect(withPath?.excerpt).toBe(`${"x".repeat(100)}…`);
    expect(withPath?.keywords).toEqual(["DESIGN", "BIG DATA"]);
    expect(withPath?.image).toEqual({ src: "/blog/business/a.webp", width: 640, height: 360 });
    const uploaded = "/blog-images/0b0f0a10-1111-4222-8333-944455556666";
    expect(withKey?.image).toEqual({
      src: `${uploaded}.webp`,
      width: 1600,
      height: 900,
      srcSet: `${uploaded}-400w.webp 400w, ${uploaded}-800w.webp 800w, ${uploaded}-1200w.webp 1200w, ${uploaded}.webp 1600w`,
    });
  });

  it("filters popular posts by title or by one keyword, never a non-popular one", async () => {
    await insertPost({ title: "Design systems", popular: true, keywords: "DESIGN" });
    await insertPost({ title: "Big data basics", popular: true, keywords: "BIG DATA,TECHNOLOGY" });
    await insertPost({ title: "Design but not popular", keywords: "DESIGN" });
    await insertPost({ title: "Data design", popular: true, keywords: "DATA DESIGN" });
    const titles = async (filter: Parameters<typeof popularPosts>[1]) => (await popularPosts("business", filter)).map((post) => post.title).sort();
    expect(await titles({})).toEqual(["Big data basics", "Data design", "Design systems"]);
    expect(await titles({ keyword: "DESIGN" })).toEqual(["Design systems"]);
    expect(await titles({ keyword: "BIG DATA" })).toEqual(["Big data basics"]);
    expect(await titles({ title: "DESIGN" })).toEqual(["Data design", "Design systems"]);
    expect(await titles({ title: "data", keyword: "DESIGN" })).toEqual(["Big data basics", "Data design"]);
  });

  it("finds a post by slug only while it is published and only in its area", async () => {
    await insertPost({ slug: "live-post", body: "One\n\nTwo" });
    await insertPost({ slug: "waiting", status: "pending", publishedAt: null });
    expect((await getPublishedPost("business", "live-post"))?.body).toBe("One\n\nTwo");
    expect(await getPublishedPost("digital", "live-post")).toBeNull();
    expect(await getPublishedPost("business", "waiting")).toBeNull();
    expect(await getPublishedPost("business", "../etc/passwd")).toBeNull();
  });

  it("pages through every published post and clamps pages out of range", async () => {
    for (let i = 0; i < 20; i++) await insertPost({ title: `P${String(i).padStart(2, "0")}`, publishedAt: new Date(Date.UTC(2026, 0, 1, i)) });
    const first = await explorePosts("business", 1);
    expect(first).toMatchObject({ page: 1, pages: 3, total: 20 });
    expect(first.cards[0]?.title).toBe("P19");
    expect((await explorePosts("business", 3)).cards.map((card) => card.title)).toEqual(["P01", "P00"]);
    expect((await explorePosts("business", 99)).page).toBe(3);
    expect((await explorePosts("business", -4)).page).toBe(1);
    expect(await explorePosts("digital", 1)).toMatchObject({ cards: [], page: 1, pages: 1, total: 0 });
  });

  it("searches and filters the explore pages, paging through every match rather than the newest nine", async () => {
    for (let i = 0; i < 12; i++) {
      await insertPost({ title: `Cloud ${String(i).padStart(2, "0")}`, keywords: i % 2 ? "DESIGN" : "SAAS", publishedAt: new Date(Date.UTC(2026, 0, 1, i)) });
    }
    await insertPost({ title: "Unrelated", body: "nothing", keywords: "DESIGN" });
    const first = await explorePosts("business", 1, { q: "CLOUD" });
    expect(first).toMatchObject({ page: 1, pages: 2, total: 12 });
    expect((await explorePosts("business", 2, { q: "cloud" })).cards.map((card) => card.title)).toEqual(["Cloud 02", "Cloud 01", "Cloud 00"]);
    const design = await explorePosts("business", 1, { q: "cloud", keyword: "DESIGN" });
    expect(design.total).toBe(6);
    expect(design.cards.every((card) => card.keywords.includes("DESIGN"))).toBe(true);
    expect((await explorePosts("business", 1, { keyword: "DESIGN" })).total).toBe(7);
  });

  it("gives the sitemap every published post and nothing else", async () => {
    await insertPost({ slug: "in-map" });
    await insertPost({ slug: "not-in-map", status: "pending" });
    expect((await publishedPostEntries()).map((entry) => entry.slug)).toEqual(["in-map"]);
  });
});
