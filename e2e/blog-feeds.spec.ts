// Issue 27 item 2 in Chromium: author pages, the BlogPosting data of a post, and the feeds the
// blog pages link from their head. Expected posts are read from the suite's database; no other
// spec publishes to the business blog, whose newest post is therefore stable during a run.
import { parseFeed } from "@rowanmanning/feed-parser";
import type { Page } from "@playwright/test";
import { authorSlug } from "../lib/features/blog/text";
import { expect, expectNoAxeViolations, query, test } from "./support/fixtures";

type Row = { slug: string; title: string; authorName: string; area: string };

const newestPost = (area?: string): Row | undefined =>
  query<Row>(
    `SELECT "slug", "title", "authorName", "area" FROM "BlogPost" WHERE "status" = 'published' ${area ? `AND "area" = ?` : ""}
     ORDER BY "publishedAt" DESC, "id" DESC LIMIT 1`,
    ...(area ? [area] : []),
  )[0];

/** The JSON-LD objects of the page whose @type is `type`. */
async function jsonLdOf(page: Page, type: string): Promise<Array<Record<string, unknown>>> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data["@type"] === type);
}

/**
 * The path of the page's one feed link of `type`. Its host is SITE_URL's, which a prerendered page
 * (/blogs) took from the build and the suite's server sets to its own address.
 */
async function feedLinkPath(page: Page, type: string): Promise<string> {
  const link = page.locator(`link[rel="alternate"][type="${type}"]`);
  await expect(link).toHaveCount(1);
  return new URL((await link.getAttribute("href")) ?? "").pathname;
}

/** The titles of a feed's entries, read by Chromium's strict XML parser: null when the XML is not well-formed. */
const strictTitles = (page: Page, xml: string, entry: "item" | "entry") =>
  page.evaluate(
    ([text, tag]) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return doc.querySelector("parsererror") ? null : [...doc.querySelectorAll(`${tag} > title`)].map((title) => title.textContent);
    },
    [xml, entry] as const,
  );

test("an author's page lists their published posts of the area, is linked from their post, and passes axe", async ({ page, baseURL }) => {
  const newest = newestPost("business");
  if (!newest) throw new Error("the suite's database has no published business post");
  const titles = query<{ title: string }>(
    `SELECT "title" FROM "BlogPost" WHERE "area" = 'business' AND "status" = 'published' AND "authorName" = ? ORDER BY "publishedAt" DESC, "id" DESC`,
    newest.authorName,
  ).map((row) => row.title);

  await page.goto(`/business-blog/${newest.slug}`);
  await page.getByRole("article").getByRole("link", { name: newest.authorName, exact: true }).click();
  const path = `/business-blog/authors/${authorSlug(newest.authorName)}`;
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest.authorName);
  const posts = page.getByRole("region", { name: `Posts by ${newest.authorName}` });
  await expect(posts.getByText(`${titles.length} ${titles.length === 1 ? "post" : "posts"} published.`)).toBeVisible();
  await expect(posts.getByRole("heading", { level: 3 })).toHaveText(titles);
  await expect(page).toHaveTitle(`${newest.authorName}, Business Consulting Blog | Solutions At One Place`);
  const [profile] = await jsonLdOf(page, "ProfilePage");
  expect(profile?.mainEntity).toMatchObject({ "@type": "Person", name: newest.authorName, url: `${baseURL}${path}` });
  await expectNoAxeViolations(page);

  expect((await page.goto("/business-blog/authors/nobody-writes-here"))?.status()).toBe(404);
});

test("a post page has one BlogPosting whose headline, author and date are the page's", async ({ page, request, baseURL }) => {
  const newest = newestPost("business");
  await page.goto(`/business-blog/${newest?.slug}`);
  const postings = await jsonLdOf(page, "BlogPosting");
  expect(postings).toHaveLength(1);
  const [posting] = postings;
  expect(posting).toMatchObject({
    headline: await page.getByRole("heading", { level: 1 }).textContent(),
    author: { "@type": "Person", name: newest?.authorName, url: `${baseURL}/business-blog/authors/${authorSlug(newest?.authorName ?? "")}` },
    datePublished: await page.getByRole("article").locator("time").first().getAttribute("datetime"),
    url: `${baseURL}/business-blog/${newest?.slug}`,
    publisher: { "@type": "Organization", name: "Solutions At One Place" },
  });
  const image = await request.get(new URL(String((posting?.image as { url?: string } | undefined)?.url)).pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\//);
  expect(await feedLinkPath(page, "application/rss+xml")).toBe("/business-blog/feed.xml");
});

test("the area page's head links its RSS and Atom feeds, and each lists the newest post first", async ({ page, request, baseURL }) => {
  const newest = newestPost("business");
  await page.goto("/business-blog");
  const links = [
    { type: "application/rss+xml", title: "Business Consulting Blog (RSS)", entry: "item" as const, format: "rss" },
    { type: "application/atom+xml", title: "Business Consulting Blog (Atom)", entry: "entry" as const, format: "atom" },
  ];
  for (const { type, title, entry, format } of links) {
    await expect(page.locator(`link[rel="alternate"][type="${type}"]`)).toHaveAttribute("title", title);
    const path = await feedLinkPath(page, type);
    expect(path).toBe(`/business-blog/${format === "rss" ? "feed" : "atom"}.xml`);
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe(`${type}; charset=utf-8`);
    const xml = await response.text();
    expect((await strictTitles(page, xml, entry))?.[0]).toBe(newest?.title);
    const feed = parseFeed(xml);
    expect(feed.meta.type).toBe(format);
    expect(feed.items[0]?.url).toBe(`${baseURL}/business-blog/${newest?.slug}`);
  }
  // A reader polling with the ETag it was given gets 304 and no body while nothing changed.
  await expect(async () => {
    const etag = (await request.get("/business-blog/feed.xml")).headers()["etag"] ?? "";
    const again = await request.get("/business-blog/feed.xml", { headers: { "If-None-Match": etag } });
    expect([etag !== "", again.status(), (await again.body()).length]).toEqual([true, 304, 0]);
  }).toPass({ timeout: 15_000 });
});

test("/blogs links the feed of every area, which lists the newest post of any area first", async ({ page, request }) => {
  await page.goto("/blogs");
  expect(await feedLinkPath(page, "application/rss+xml")).toBe("/blogs/feed.xml");
  expect(await feedLinkPath(page, "application/atom+xml")).toBe("/blogs/atom.xml");
  // Other specs publish to the digital and recruitment blogs while this runs: read again until both agree.
  await expect(async () => {
    const newest = newestPost();
    const feed = parseFeed(await (await request.get("/blogs/feed.xml")).text());
    expect(feed.items[0]?.title).toBe(newest?.title);
  }).toPass({ timeout: 15_000 });
});
