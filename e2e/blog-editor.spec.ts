// The writer's editor as a writer meets it (#35, item 9 and its polish): a live counter and the
// limit's sentence instead of a silent cut, unsaved text kept in the browser and restored, a
// warning before leaving, a Write/Preview switch on a phone, and code blocks that scroll inside a
// 390 px screen instead of widening the page (in the preview and on the published post).
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { asOperator, execute, expect, signIn, sqlDate, test } from "./support/accounts";
import { sendWriterPost } from "./support/blog-posts";
import { expectNoAxeViolations, query } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { uniqueTag } from "./support/records";

const LIMIT_SENTENCE = "Blog content must be at most 20,000 characters. Shorten it and try again.";
const LONG_LINE = `const rates = [${Array.from({ length: 40 }, (_, i) => `"rate-${i}"`).join(", ")}];`;
const CODE_BODY = `Rates we quote, as the script reads them:\n\n\`\`\`\n${LONG_LINE}\n\`\`\`\n\nEach line stays as written.`;

const postsTitled = (title: string) => query<{ id: string }>(`SELECT id FROM "BlogPost" WHERE title = ?`, title);
const keptDrafts = (page: Page) => page.evaluate(() => Object.keys(window.localStorage).filter((key) => key.startsWith("writer-draft:")));
/**
 * Whether leaving would have asked, at the moment `text` first shows (a mutation observer's callback
 * runs right after the render that shows it is committed, before the page is painted or any later
 * task): a cancelable `beforeunload` is dispatched then, and the answer kept as `window.leaveAsked`.
 */
const probeLeavingWhenShown = (page: Page, text: string) =>
  page.evaluate((shown) => {
    const observer = new MutationObserver(() => {
      if (!document.body.textContent?.includes(shown)) return;
      observer.disconnect();
      const leaving = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(leaving);
      Object.assign(window, { leaveAsked: leaving.defaultPrevented });
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
const leaveAsked = (page: Page) => page.evaluate(() => (window as unknown as { leaveAsked?: boolean }).leaveAsked);
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test("the body's counter counts as the server does, and past 20,000 characters the field says the limit instead of cutting the text", async ({
  page,
  context,
}) => {
  await signIn(context, "user");
  const title = `Everything about notice periods ${uniqueTag()}`;
  await page.goto("/account/posts/new");
  const content = page.getByLabel("Blog Content");
  await expect(page.getByText("0 of 20,000 characters")).toBeVisible();
  await content.fill("Notice periods, role by role.\n");
  // Counted as stored: the line break at the end is not.
  await expect(page.getByText("29 of 20,000 characters")).toBeVisible();

  await page.getByLabel("Blog Title").fill(title);
  await page.getByLabel("Author Name").fill(`Kiran Rao ${uniqueTag()}`);
  await content.fill("x".repeat(20_001));
  await expect(content).toHaveValue("x".repeat(20_001));
  await expect(page.getByText("20,001 of 20,000 characters")).toBeVisible();
  await expect(page.getByText(LIMIT_SENTENCE)).toBeVisible();
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(content).toBeFocused();
  await expect(page.getByText(LIMIT_SENTENCE)).toBeVisible();
  expect(postsTitled(title)).toHaveLength(0);

  await content.press("End");
  await content.press("Backspace");
  await expect(page.getByText("20,000 of 20,000 characters")).toBeVisible();
  await expect(page.getByText(LIMIT_SENTENCE)).toHaveCount(0);
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("form", { name: /blog post/ }).getByRole("status")).toHaveText("Your draft is saved.");
  expect(postsTitled(title)).toHaveLength(1);
});

test("unsaved text is kept in the browser: leaving warns, reopening restores it with a notice, and saving forgets it", async ({ page, context }) => {
  await signIn(context, "user");
  const title = `A draft that survives a closed tab ${uniqueTag()}`;
  const body = "Three things a recruiter asks about notice periods, and why each one matters.";
  await page.goto("/account/posts/new");
  await page.getByLabel("Blog Title").click();
  await page.getByLabel("Blog Title").fill(title);
  await page.getByLabel("Blog Content").fill(body);
  await expect.poll(() => keptDrafts(page)).toEqual(["writer-draft:new"]);

  const dialogs: string[] = [];
  page.once("dialog", (dialog) => {
    dialogs.push(dialog.type());
    void dialog.accept();
  });
  await page.reload();
  expect(dialogs).toEqual(["beforeunload"]);
  await expect(
    page.getByText("We restored the text you had not saved, which this browser kept. Save it to keep it, or discard it.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByLabel("Blog Title")).toHaveValue(title);
  await expect(page.getByLabel("Blog Content")).toHaveValue(body);
  await expectNoAxeViolations(page);

  await page.getByLabel("Author Name").fill(`Nisha Iyer ${uniqueTag()}`);
  await probeLeavingWhenShown(page, "Your draft is saved.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("form", { name: /blog post/ }).getByRole("status")).toHaveText("Your draft is saved.");
  // From the moment it says so, leaving asks nothing (a link followed at once met the prompt).
  expect(await leaveAsked(page)).toBe(false);
  await expect(page).toHaveURL(/\/account\/posts\/[0-9a-f-]{36}$/);
  await expect.poll(() => keptDrafts(page)).toEqual([]);
  // Saved, nothing is pending: the page is left without a question and reopens without a notice.
  await page.reload();
  expect(dialogs).toEqual(["beforeunload"]);
  await expect(page.getByText(/We restored the text/)).toHaveCount(0);
  await expect(page.getByLabel("Blog Content")).toHaveValue(body);

  // Discarding the restored text brings back what is saved.
  await page.getByLabel("Blog Content").fill(`${body} One more line.`);
  await expect.poll(() => keptDrafts(page)).toHaveLength(1);
  page.once("dialog", (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByLabel("Blog Content")).toHaveValue(`${body} One more line.`);
  await page.getByRole("button", { name: "Discard the restored text" }).click();
  await expect(page.getByLabel("Blog Content")).toHaveValue(body);
  await expect.poll(() => keptDrafts(page)).toEqual([]);
});

test("the operator unpublishes a published post with a reason: it leaves the blog and goes back to its writer, who is told why and resubmits it", async ({
  page,
  context,
  browser,
}) => {
  const writer = await signIn(context, "user");
  const title = `A post taken down ${uniqueTag()}`;
  const reason = "It quotes a study that was withdrawn.";
  const sent = await sendWriterPost(page.request, {
    area: "digital",
    blogTitle: title,
    blogContent: "How a small shop can run search adverts without wasting its budget.",
    authorName: `Meera Nair ${uniqueTag()}`,
    intent: "submit",
  });
  const { id } = (await sent.json()) as { id: string };

  await asOperator(browser, async (operatorPage) => {
    await operatorPage.goto(`/admin/blog-submissions/${id}`);
    await operatorPage.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(operatorPage.getByRole("status")).toHaveText("Published. The post is now on its area's pages.");
    const slug = query<{ slug: string }>(`SELECT slug FROM "BlogPost" WHERE id = ?`, id)[0]?.slug ?? "";
    expect((await page.request.get(`/digital-blog/${slug}`)).status()).toBe(200);
    await operatorPage.getByLabel("Reason for taking it down").fill(reason);
    await expectNoAxeViolations(operatorPage);
    await operatorPage.getByRole("button", { name: "Unpublish" }).click();
    await expect(operatorPage.getByRole("status")).toHaveText("Unpublished. The post is off its area's pages, and its writer is told why by e-mail.");
    expect((await page.request.get(`/digital-blog/${slug}`)).status()).toBe(404);
  });
  const mail = await waitForMail(writer.email, /^Your blog post was taken down$/);
  expect(mail.text).toContain(`The reason they gave: ${reason}`);

  await page.goto("/account/posts");
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title, exact: true }) });
  await expect(row.getByRole("cell").nth(1)).toHaveText(`Taken down, to revise and submit again. Reason: ${reason}`);
  await row.getByRole("link", { name: `Edit “${title}”` }).click();
  await expect(page.getByText("Status: Taken down")).toBeVisible();
  await expect(page.getByText(`Our editors took this post off the blog; revise it and submit it again for review. Their reason: ${reason}`)).toBeVisible();
  await page.getByLabel("Blog Content").fill("How a small shop can run search adverts without wasting its budget, with sources that stand.");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByRole("form", { name: /blog post/ }).getByRole("status")).toHaveText(
    "Your post is submitted. Our editors will read it, and we will e-mail you when it is published.",
  );
  expect(query<{ status: string }>(`SELECT status FROM "BlogPost" WHERE id = ?`, id)[0]?.status).toBe("pending");
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Write and Preview are two tabs, used by click or arrow keys, and a long code line scrolls inside its block", async ({ page, context }) => {
    await signIn(context, "user");
    await page.goto("/account/posts/new");
    const tabs = page.getByRole("tablist", { name: "Editor view" });
    const write = tabs.getByRole("tab", { name: "Write" });
    const preview = tabs.getByRole("tab", { name: "Preview" });
    await expect(write).toHaveAttribute("aria-selected", "true");
    await expect(preview).toHaveAttribute("aria-selected", "false");
    await expect(page.getByRole("region", { name: "Preview" })).toBeHidden();
    await page.getByLabel("Blog Title").fill("Rates as code");
    await page.getByLabel("Blog Content").fill(CODE_BODY);

    await preview.click();
    await expect(preview).toHaveAttribute("aria-selected", "true");
    const region = page.getByRole("region", { name: "Preview" });
    await expect(region.getByRole("heading", { level: 3, name: "Rates as code" })).toBeVisible();
    await expect(region.locator("pre")).toContainText(LONG_LINE);
    await expect(page.getByLabel("Blog Content")).toBeHidden();
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    await preview.press("ArrowLeft");
    await expect(write).toBeFocused();
    await expect(write).toHaveAttribute("aria-selected", "true");
    await expect(page.getByLabel("Blog Content")).toBeVisible();
    await write.press("End");
    await expect(preview).toBeFocused();
    await expect(region).toBeVisible();
    await expect(page.getByRole("tabpanel", { name: "Preview" })).toBeVisible();
  });

  test("a published post's code block scrolls sideways instead of widening the page", async ({ page }) => {
    const slug = `rates-as-code-${uniqueTag()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, "")}`;
    const now = new Date();
    execute(
      `INSERT INTO "BlogPost" ("id", "area", "slug", "title", "body", "authorName", "status", "format", "publishedAt", "createdAt", "updatedAt") VALUES (?, 'digital', ?, 'Rates as code', ?, 'Kiran Rao', 'published', 'markdown', ?, ?, ?)`,
      randomUUID(),
      slug,
      CODE_BODY,
      sqlDate(now),
      sqlDate(now),
      sqlDate(now),
    );
    await page.goto(`/digital-blog/${slug}`);
    const block = page.getByRole("article").locator("pre");
    await expect(block).toContainText(LONG_LINE);
    expect(await pageWidth(page)).toBeLessThanOrEqual(390);
    // The block scrolls, and a keyboard reaches it to scroll it.
    expect(await block.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(block).toHaveAttribute("tabindex", "0");
    await expectNoAxeViolations(page);
  });
});
