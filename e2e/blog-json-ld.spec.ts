// A post written in the workspace has no cover: its BlogPosting data must name an image that
// exists, the same card the page names in og:image (issue 35, item 2).
import { baseUrl, expect, signIn, test } from "./support/accounts";
import { query } from "./support/fixtures";

test("a workspace post without a cover names its own Open Graph card in BlogPosting, and the card answers", async ({ page, operator, browser }) => {
  expect(operator.role).toBe("operator");
  const writer = await browser.newContext();
  let id: string;
  try {
    await signIn(writer, "user");
    const sent = await writer.request.post(`${baseUrl()}/api/account/posts`, {
      data: { area: "digital", blogTitle: `Cards for posts without a cover ${Date.now()}`, blogContent: "A post written in the workspace, long enough for the rules, with no cover.", authorName: "Asha Gupta", intent: "submit" },
      headers: { origin: baseUrl() },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    id = ((await sent.json()) as { id: string }).id;
  } finally {
    await writer.close();
  }
  const published = await page.request.post(`${baseUrl()}/api/admin/blog-posts/${id}`, { data: { action: "publish" }, headers: { origin: baseUrl() } });
  expect(published.status(), await published.text()).toBe(200);
  const [post] = query<{ slug: string; imageKey: string | null }>(`SELECT "slug", "imageKey" FROM "BlogPost" WHERE "id" = ?`, id);
  expect(post?.imageKey).toBeNull();

  await page.goto(`/digital-blog/${post?.slug}`);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = scripts.map((text) => JSON.parse(text) as { "@type": string; image?: { url: string } }).find((data) => data["@type"] === "BlogPosting");
  const card = new URL(posting?.image?.url ?? "");
  const og = new URL((await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "");
  expect(card.pathname).toBe(og.pathname);
  const image = await page.request.get(card.pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});
