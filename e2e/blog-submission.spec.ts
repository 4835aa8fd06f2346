import Database from "better-sqlite3";
import path from "node:path";
import sharp from "sharp";
import { expect, expectNoAxeViolations, query, storedFileBytes, test, uniqueEmail } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { AREAS } from "./pages/blog";
import type { Page } from "@playwright/test";

type BlogRow = {
  id: string;
  area: string;
  slug: string;
  status: string;
  title: string;
  body: string;
  authorName: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  socialMediaProfile: string | null;
  consentIp: string;
  imageKey: string | null;
  imageWidth: number | null;
  publishedAt: string | null;
};

const SUCCESS = "Thank you! Your blog has been submitted and is under review. We will e-mail you when it is published.";

async function fillForm(page: Page, values: { title: string; email: string; content?: string; author?: string }) {
  await page.getByLabel("Blog Title").fill(values.title);
  await page
    .getByLabel("Blog Content")
    .fill(values.content ?? `A guest post written for the end-to-end test, long enough to pass the limits.\n\nSecond paragraph of ${values.title}.`);
  await page.getByLabel("Author Name").fill(values.author ?? "Asha Gupta");
  await page.getByLabel("Full Name").fill("Asha Gupta");
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Phone Number").fill("98765 43210");
  await page.getByLabel("Social Media Profile (optional)").fill("https://www.linkedin.com/in/asha-gupta");
}

const rowOf = (email: string) => query<BlogRow>("SELECT * FROM BlogPost WHERE email = ?", email)[0];

for (const area of AREAS) {
  test(`a post with an image sent from ${area.path}/create_blog is stored pending and shown nowhere public`, async ({ page, visitorIp, request }) => {
    const email = uniqueEmail("writer");
    const title = `Pending guest post ${area.area} ${Date.now().toString(36)}`;
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: { r: 200, g: 40, b: 90 } } })
      .png()
      .toBuffer();
    await page.goto(`${area.path}/create_blog`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Create a Blog");
    await fillForm(page, { title, email });
    await page.getByLabel("Image (optional)").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });

    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/create-blog", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Post Blog" }).click();
    await expect(page.getByRole("button", { name: "Posting..." })).toBeDisabled();
    await expect(page.getByRole("progressbar")).toBeVisible();
    release();
    await expect(page.getByRole("status").filter({ hasText: "under review" })).toHaveText(SUCCESS);
    await expect(page.getByRole("button", { name: "Post Blog" })).toBeEnabled();
    for (const label of ["Blog Title", "Blog Content", "Author Name", "Full Name", "Email", "Phone Number"])
      await expect(page.getByLabel(label)).toHaveValue("");

    const row = rowOf(email);
    expect(row).toMatchObject({
      area: area.area,
      status: "pending",
      title,
      fullName: "Asha Gupta",
      phoneNumber: "+919876543210",
      consentIp: visitorIp,
      publishedAt: null,
      imageWidth: 1600,
    });
    expect(row?.socialMediaProfile).toBe("https://www.linkedin.com/in/asha-gupta");
    const file = await storedFileBytes(row?.imageKey ?? "missing");
    expect(file).not.toBeNull();
    expect(await sharp(file ?? Buffer.alloc(0)).metadata()).toMatchObject({ format: "webp", width: 1600, height: 800 });

    const mail = await waitForMail(email, /under review/);
    expect(mail.text).not.toContain(title);

    await page.goto(`${area.path}?q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("region", { name: "All Blogs" }).getByText("Sorry! No blogs found.")).toBeVisible();
    expect((await request.get(`${area.path}/${row?.slug}`)).status()).toBe(404);
    expect((await request.get(`/blog-images/${row?.imageKey?.split("/")[1]}`)).status()).toBe(404);
    expect(await (await request.get(`${area.path}/BlogsExplorePage?page=2`)).text()).not.toContain(title);
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain(row?.slug ?? "missing");
  });
}

test("the form checks the required fields before sending and refuses an SVG image", async ({ page }) => {
  let posted = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/create-blog")) posted += 1;
  });
  await page.goto("/business-blog/create_blog");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Post Blog" }).click();
  for (const message of [
    "Blog title is required",
    "Blog content is required",
    "Author name is required",
    "Full name is required",
    "Email is required",
    "Phone Number is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Blog Title")).toBeFocused();
  await page
    .getByLabel("Image (optional)")
    .setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
  await expect(page.getByRole("alert").filter({ hasText: "Only JPEG, PNG and WebP images are allowed." })).toBeVisible();
  expect(posted).toBe(0);
  await expectNoAxeViolations(page);
});

// The post's send once took the image from the form's last render: an image chosen and sent before
// React drew the choice (a slow phone, a busy machine) was dropped without a word.
test("an image chosen the moment before the post is sent goes with it", async ({ page }) => {
  const email = uniqueEmail("writer");
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 20, g: 160, b: 90 } } })
    .png()
    .toBuffer();
  await page.goto("/business-blog/create_blog");
  await fillForm(page, { title: `Quick cover ${Date.now().toString(36)}`, email });
  const input = page.getByLabel("Image (optional)");
  // Chosen and sent in one task: no render can come between the choice and the click.
  await input.evaluate(
    (element: HTMLInputElement, bytes) => {
      const chosen = new DataTransfer();
      chosen.items.add(new File([new Uint8Array(bytes)], "cover.png", { type: "image/png" }));
      element.files = chosen.files;
      element.dispatchEvent(new Event("change", { bubbles: true }));
      element.form?.querySelector<HTMLButtonElement>("button[type=submit]")?.click();
    },
    [...png],
  );
  await expect(page.getByRole("status").filter({ hasText: "under review" })).toHaveText(SUCCESS);
  const row = rowOf(email);
  expect(row).toMatchObject({ status: "pending", imageWidth: 600 });
  expect(await storedFileBytes(row?.imageKey ?? "missing")).not.toBeNull();
});

test.describe("what the form shows when posting fails", () => {
  const cases: Array<[string, (page: Page) => Promise<unknown>, string]> = [
    [
      "the errors list joined with a comma",
      (page) =>
        page.route("**/create-blog", (route) =>
          route.fulfill({
            status: 422,
            contentType: "application/json",
            body: JSON.stringify({ errors: [{ msg: "Blog title is taken" }, { msg: "Try again tomorrow" }] }),
          }),
        ),
      "Blog title is taken, Try again tomorrow",
    ],
    [
      "'Something went wrong' without a list",
      (page) => page.route("**/create-blog", (route) => route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })),
      "Something went wrong",
    ],
    [
      "the network failure message",
      (page) => page.route("**/create-blog", (route) => route.abort("connectionrefused")),
      "Failed to post the blog. Please try again.",
    ],
  ];
  for (const [label, fail, text] of cases) {
    test(`${label}, in red, keeping what was typed`, async ({ page }) => {
      await page.goto("/digital-blog/create_blog");
      await fail(page);
      await fillForm(page, { title: "A post that will not arrive", email: uniqueEmail() });
      await page.getByRole("button", { name: "Post Blog" }).click();
      const alert = page.getByRole("alert").filter({ hasText: text });
      await expect(alert).toHaveText(text);
      await expect(alert).toHaveClass(/text-danger/);
      await expect(page.getByLabel("Blog Title")).toHaveValue("A post that will not arrive");
    });
  }
});

test("a published submission's script payloads are shown as text and never run", async ({ page }) => {
  const email = uniqueEmail("mallory");
  const title = `<script>alert('title')</script> ${Date.now().toString(36)}`;
  await page.goto("/recruitment-blog/create_blog");
  await fillForm(page, {
    title,
    email,
    author: "<img src=x onerror=alert('author')>",
    content: "<img src=x onerror=\"alert('body')\"> and <a href=\"javascript:alert('link')\">a link</a>\n\n<script>alert('para')</script> stays text.",
  });
  await page.getByRole("button", { name: "Post Blog" }).click();
  await expect(page.getByRole("status").filter({ hasText: "under review" })).toBeVisible();
  const row = rowOf(email);
  // What the operator's publishBlogPost does to the row, with an old date so the landings' first cards stay the seeded ones.
  const db = new Database(path.join(process.env.E2E_DIR ?? "", "e2e.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare(`UPDATE BlogPost SET status = 'published', publishedAt = ? WHERE id = ?`).run("2001-01-01T00:00:00.000Z", row?.id);
  } finally {
    db.close();
  }
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(`/recruitment-blog/${row?.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("written by <img src=x onerror=alert('author')>")).toBeVisible();
  await expect(page.getByText(`<img src=x onerror="alert('body')"> and <a href="javascript:alert('link')">a link</a>`)).toBeVisible();
  await expect(page.getByText("<script>alert('para')</script> stays text.")).toBeVisible();
  await expect(page.locator("article script, article img[src='x'], article a[href^='javascript']")).toHaveCount(0);
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
});
