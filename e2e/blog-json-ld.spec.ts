// A post written in the workspace: without a cover its BlogPosting data names the card the page
// names in og:image; with the cover given in the workspace, that cover. Each answers (issue 35, item 2).
import sharp from "sharp";
import { baseUrl, expect, signIn, test } from "./support/accounts";
import { query } from "./support/fixtures";
import { uniqueTag } from "./support/records";

test("a workspace post without a cover names its own Open Graph card in BlogPosting, and the card answers", async ({ page, operator, browser }) => {
  expect(operator.role).toBe("operator");
  const writer = await browser.newContext();
  let id: string;
  try {
    await signIn(writer, "user");
    const sent = await writer.request.post(`${baseUrl()}/api/account/posts`, {
      data: {
        area: "digital",
        blogTitle: `Cards for posts without a cover ${Date.now()}`,
        blogContent: "A post written in the workspace, long enough for the rules, with no cover.",
        authorName: `Asha ${uniqueTag()}`,
        intent: "submit",
      },
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

test("a writer gives a draft a cover in the workspace; once published, its BlogPosting names the cover and the cover answers", async ({
  page,
  operator,
  browser,
}) => {
  expect(operator.role).toBe("operator");
  const writer = await browser.newContext();
  const title = `A post with a cover ${Date.now()}`;
  try {
    await signIn(writer, "user");
    const editor = await writer.newPage();
    await editor.goto("/account/posts/new?area=digital");
    await editor.getByLabel("Blog Title").fill(title);
    await editor.getByLabel("Blog Content").fill("A post written in the workspace, long enough for the rules, with a cover.");
    await editor.getByLabel("Author Name").fill(`Asha ${uniqueTag()}`);
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .png()
      .toBuffer();
    await editor.getByLabel("Cover image (optional)").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
    await editor.getByRole("button", { name: "Save draft" }).click();
    await expect(editor.getByRole("main").getByRole("status")).toHaveText("Your draft is saved.");
    await expect(editor.getByText("This post has a cover; choose a file to replace it.")).toBeVisible();
    await editor.getByRole("button", { name: "Submit for review" }).click();
    await expect(editor.getByRole("main").getByRole("status")).toHaveText(/^Your post is submitted\./);
  } finally {
    await writer.close();
  }
  const [post] = query<{ id: string; slug: string; imageWidth: number }>(`SELECT "id", "slug", "imageWidth" FROM "BlogPost" WHERE "title" = ?`, title);
  expect(post?.imageWidth).toBe(1200);
  const published = await page.request.post(`${baseUrl()}/api/admin/blog-posts/${post?.id}`, { data: { action: "publish" }, headers: { origin: baseUrl() } });
  expect(published.status(), await published.text()).toBe(200);

  await page.goto(`/digital-blog/${post?.slug}`);
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = scripts
    .map((text) => JSON.parse(text) as { "@type": string; image?: { url: string; width: number } })
    .find((data) => data["@type"] === "BlogPosting");
  expect(posting?.image?.width).toBe(1200);
  const cover = new URL(posting?.image?.url ?? "");
  expect(cover.pathname).toMatch(/^\/blog-images\/[^/]+\.webp$/);
  const image = await page.request.get(cover.pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/webp");
});
