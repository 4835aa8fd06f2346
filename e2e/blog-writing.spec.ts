// The writer's workspace in Chromium: a contributor drafts a Markdown post with a table and the XSS
// corpus, edits it, submits it and edits it again while it waits; the operator publishes it; the
// account shows each status on the way, and the post page shows what the preview showed, inert.
import type { Locator, Page } from "@playwright/test";
import { asOperator, baseUrl, expect, signIn, test } from "./support/accounts";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { sendWriterPost, type WriterPost } from "./support/blog-posts";
import { uniqueTag } from "./support/records";
import { unsafeMarkup, XSS_BODY } from "../test/support/xss-corpus";

type Row = { id: string; slug: string; status: string; format: string; title: string; rejectReason: string | null };
const rowOf = (id: string) => query<Row>(`SELECT id, slug, status, format, title, rejectReason FROM "BlogPost" WHERE id = ?`, id)[0];

const TABLE = "| Role | Notice period |\n| :--- | ---: |\n| Data analyst | 30 days |\n| Nurse | 15 days |";
const INTRO = "What a first **data analyst** needs from you, and how long each hire takes:";

/** The status cell of the post titled `title` in My blog posts. */
const statusOf = (page: Page, title: string) =>
  page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: title, exact: true }) })
    .getByRole("cell")
    .nth(1);

/** The editor's answer line (the footer's newsletter form has a status line of its own). */
const answerOf = (page: Page) => page.getByRole("form", { name: /blog post/ }).getByRole("status");

/** Every alert() a payload managed to run on this page. */
function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

/** The rendered Markdown inside `scope`: the table and the corpus as text, and nothing the allow-list refuses. */
async function expectInertMarkdown(scope: Locator): Promise<string> {
  const table = scope.getByRole("table").filter({ has: scope.page().getByRole("columnheader", { name: "Role" }) });
  await expect(table.getByRole("columnheader")).toHaveText(["Role", "Notice period"]);
  await expect(table.getByRole("cell")).toHaveText(["Data analyst", "30 days", "Nurse", "15 days"]);
  await expect(scope.getByText("<script>alert('xss-script')</script>", { exact: true })).toBeVisible();
  await expect(scope.getByText("[click me](javascript:alert('xss-md-link'))", { exact: true })).toBeVisible();
  const body = scope.locator(".markdown-body");
  await expect(body.locator("script, img, svg, iframe, style, object, form, details, math, a[href^='javascript'], a[href^='data']")).toHaveCount(0);
  const html = await body.innerHTML();
  expect(unsafeMarkup(html)).toEqual([]);
  return html;
}

test("a contributor's draft → edit → submit → publish round trip, with each status in the account and the preview on the page", async ({
  page,
  context,
  browser,
}) => {
  test.slow(); // two browsers, five pages checked with axe, a corpus typed twice
  const writer = await signIn(context, "user");
  const dialogs = collectDialogs(page);
  const title = `Notice periods by role ${uniqueTag()}`;
  // An author name is the first account's to write under (other specs' writers use theirs).
  const author = `Asha Gupta ${uniqueTag()}`;

  await page.goto("/account/posts");
  await expect(page.getByRole("heading", { level: 1, name: "My blog posts" })).toBeVisible();
  await expect(page.getByText("You have not written a post yet.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Write a new post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Write a blog post" })).toBeVisible();
  await expect(page.getByText("Status: Draft")).toBeVisible();
  await expect(page.getByLabel("Author Name")).toHaveValue("Visitor");

  await page.getByLabel("Blog", { exact: true }).selectOption({ label: "Recruitment" });
  await page.getByLabel("Blog Title").fill(title);
  await page.getByLabel("Blog Content").fill(`${INTRO}\n\n${TABLE}`);
  await page.getByLabel("Author Name").fill(author);
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await expect(preview.getByText(`written by ${author}`)).toBeVisible();
  await expect(preview.getByRole("table").getByRole("cell", { name: "Data analyst" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("data analyst");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(answerOf(page)).toHaveText("Your draft is saved.");
  await expect(answerOf(page)).toBeFocused();
  await expect(page).toHaveURL(/\/account\/posts\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop() ?? "";
  expect(rowOf(id)).toMatchObject({ status: "draft", format: "markdown", title });

  // Returns later: the list shows the draft, and its editor opens with what was saved.
  await page.goto("/account/posts");
  await expect(statusOf(page, title)).toHaveText("Draft");
  await page.getByRole("link", { name: `Edit “${title}”` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit your blog post" })).toBeVisible();
  await expect(page.getByLabel("Blog Content")).toHaveValue(`${INTRO}\n\n${TABLE}`);
  await page.getByLabel("Blog Content").fill(`${INTRO}\n\n${TABLE}\n\n${XSS_BODY}`);
  const previewHtml = await expectInertMarkdown(preview);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(answerOf(page)).toHaveText("Your draft is saved.");

  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(answerOf(page)).toHaveText("Your post is submitted. Our editors will read it, and we will e-mail you when it is published.");
  await expect(page.getByText("Status: Waiting for review")).toBeVisible();
  await expect(page.getByRole("button", { name: "Submit for review" })).toHaveCount(0);
  expect(rowOf(id)?.status).toBe("pending");
  await waitForMail(writer.email, /^Your blog post is under review$/);

  // Still editable while it waits.
  await page.getByLabel("Author Name").fill(`${author}, recruiter`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(answerOf(page)).toHaveText("Your changes are saved. The post is still waiting for review.");
  await page.goto("/account/posts");
  await expect(statusOf(page, title)).toHaveText("Waiting for review");

  await asOperator(browser, async (operatorPage) => {
    const operatorDialogs = collectDialogs(operatorPage);
    await operatorPage.goto(`/admin/blog-submissions/${id}`);
    await expectInertMarkdown(operatorPage.getByRole("region", { name: "Preview" }));
    await operatorPage.getByRole("button", { name: "Publish" }).click();
    await expect(operatorPage.getByRole("status")).toHaveText("Published. The post is now on its area's pages.");
    expect(operatorDialogs).toEqual([]);
  });

  await page.goto("/account/posts");
  await expect(statusOf(page, title)).toHaveText("Published");
  await expect(page.getByRole("link", { name: `Edit “${title}”` })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: `Read “${title}”` }).click();
  await expect(page).toHaveURL(`/recruitment-blog/${rowOf(id)?.slug}`);
  // Loaded afresh, as a reader arriving from elsewhere would, to see every script the page brings.
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.url());
  });
  await page.reload();
  const article = page.getByRole("article");
  await expect(article.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(article.getByText(`written by ${author}, recruiter`)).toBeVisible();
  expect(await expectInertMarkdown(article)).toBe(previewHtml);
  await expectNoAxeViolations(page);
  // The page was rendered on the server: none of its scripts carries the renderer.
  expect(scripts.length).toBeGreaterThan(0);
  for (const url of scripts) expect(await (await page.request.get(url)).text(), url).not.toContain("nofollow ugc noopener");
  await waitForMail(writer.email, /^Your blog post is published$/);
  expect(dialogs).toEqual([]);
});

test("a rejected post is listed with the operator's reason and can no longer be changed", async ({ page, context, browser }) => {
  await signIn(context, "user");
  const title = `A post the editors refuse ${uniqueTag()}`;
  const author = `Ravi Kumar ${uniqueTag()}`;
  const post = { area: "business", blogTitle: title, authorName: author };
  const sent = await sendWriterPost(page.request, {
    ...post,
    blogContent: "A short note about cash flow that is long enough to be sent for review.",
    intent: "submit",
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };

  await asOperator(browser, async (operatorPage) => {
    await operatorPage.goto(`/admin/blog-submissions/${id}`);
    await operatorPage.getByLabel("Reason for rejecting (optional)").fill("It reads like an advert.");
    await operatorPage.getByRole("button", { name: "Reject" }).click();
    await expect(operatorPage.getByRole("status")).toHaveText("Rejected. The submitter is told by e-mail when they left an address.");
  });

  await page.goto("/account/posts");
  await expect(statusOf(page, title)).toHaveText("Rejected: It reads like an advert.");
  await expect(page.getByRole("link", { name: `Edit “${title}”` })).toHaveCount(0);
  await page.goto(`/account/posts/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("Our editors have already acted on this post, so it can no longer be changed.")).toBeVisible();
  await expect(page.getByLabel("Blog Content")).toHaveCount(0);
  const change = { ...post, blogContent: "Trying to change it after the editors said no, which must fail.", intent: "save" } as const;
  const refused = await sendWriterPost(page.request, change, id);
  expect(refused.status()).toBe(409);
  expect(rowOf(id)).toMatchObject({ status: "rejected", rejectReason: "It reads like an advert." });
});

test("Create a Blog offers the workspace, which asks a visitor to log in first", async ({ page }) => {
  await page.goto("/digital-blog/create_blog");
  await page.getByRole("link", { name: "Write in your account" }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Faccount%2Fposts%2Fnew/);
});

test("a draft is deleted from My blog posts after asking again (a plain form post); a submitted post offers no delete", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: baseUrl() });
  try {
    await signIn(context, "user");
    const page = await context.newPage();
    const title = `A draft to throw away ${uniqueTag()}`;
    const author = `Meera Nair ${uniqueTag()}`;
    const save = (blogTitle: string, intent: WriterPost["intent"]) =>
      sendWriterPost(page.request, {
        area: "digital",
        blogTitle,
        blogContent: "A few sentences about search adverts that never get finished.",
        authorName: author,
        intent,
      });
    const { id } = (await (await save(title, "save")).json()) as { id: string };
    const sentTitle = `${title} (sent)`;
    expect((await save(sentTitle, "submit")).status()).toBe(201);

    await page.goto("/account/posts");
    const row = (name: string) => page.getByRole("row").filter({ has: page.getByRole("rowheader", { name, exact: true }) });
    await expect(row(sentTitle).getByText("Delete", { exact: true })).toHaveCount(0);
    await row(title).getByText("Delete", { exact: true }).click();
    await expectNoAxeViolations(page);
    await row(title).getByRole("button", { name: "Delete this draft for good" }).click();
    await expect(page).toHaveURL(/\/account\/posts\?deleted=1$/);
    await expect(page.getByRole("main").getByRole("status")).toHaveText("Your draft is deleted.");
    await expect(page.getByRole("rowheader", { name: title, exact: true })).toHaveCount(0);
    await expect(page.getByRole("rowheader", { name: sentTitle, exact: true })).toBeVisible();
    expect(rowOf(id)).toBeUndefined();
  } finally {
    await context.close();
  }
});
