import sharp from "sharp";
import type { APIRequestContext, Page } from "@playwright/test";
import { baseUrl, createAccount, expect, signIn, test } from "./support/accounts";
import { insertPendingPost } from "./support/blog-posts";
import { expectNoAxeViolations, query, uniqueEmail } from "./support/fixtures";
import { waitForMail } from "./support/mail";
import { uniqueTag } from "./support/records";

type Row = { id: string; slug: string; status: string; publishedAt: string | null; rejectReason: string | null; imageKey: string | null };
const postOf = (email: string) => query<Row>("SELECT id, slug, status, publishedAt, rejectReason, imageKey FROM BlogPost WHERE email = ?", email)[0];

test.describe("operator area: blog moderation", () => {
  test("a visitor's post stays off the blog until the operator previews and publishes it", async ({ page, context, request }) => {
    test.slow(); // a real upload, three pages checked with axe and two public pages
    const tag = uniqueTag();
    const title = `Moderated guest post ${tag}`;
    const email = uniqueEmail("writer");
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } } })
      .png()
      .toBuffer();

    await page.goto("/business-blog/create_blog");
    await page.getByLabel("Blog Title").fill(title);
    await page.getByLabel("Blog Content").fill(`Why small firms should review their cash every week.\n\n<script>alert(1)</script> stays text in ${tag}.`);
    await page.getByLabel("Author Name").fill("Asha Gupta");
    await page.getByLabel("Full Name").fill("Asha Gupta");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone Number").fill("9876543210");
    await page.getByLabel("Image (optional)").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
    await page.getByRole("button", { name: "Post Blog" }).click();
    await expect(page.getByRole("status").filter({ hasText: "under review" })).toBeVisible();
    const submitted = postOf(email);
    expect(submitted).toMatchObject({ status: "pending", publishedAt: null });
    expect(await (await request.get("/business-blog")).text()).not.toContain(title);
    expect((await request.get(`/business-blog/${submitted?.slug}`)).status()).toBe(404);

    await signIn(context, "operator");
    await page.goto("/admin");
    await page.getByRole("navigation", { name: "Operator" }).getByRole("link", { name: "Blog submissions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Blog submissions" })).toBeVisible();
    await page.getByLabel("Status").selectOption("pending");
    await page.getByLabel("Search by title, author, name, e-mail or phone").fill(email);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/\/admin\/blog-submissions\?q=.+&status=pending$/);
    await expect(page.getByRole("rowheader")).toHaveText([title]);
    await expect(page.getByRole("cell", { name: "Pending review" })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(`/admin/blog-submissions/${submitted?.id}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const preview = page.getByRole("region", { name: "Preview" });
    await expect(preview.getByRole("heading", { level: 3, name: title })).toBeVisible();
    await expect(preview.getByText("written by Asha Gupta")).toBeVisible();
    await expect(preview.getByText(`<script>alert(1)</script> stays text in ${tag}.`)).toBeVisible();
    // The pending image is served to the operator for the preview.
    await expect.poll(() => preview.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const details = page.getByRole("region", { name: "Details" });
    for (const value of [email, "9876543210", "Business Consulting", "Pending review"]) {
      await expect(details.getByRole("definition").filter({ hasText: value })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Consent" })).toContainText("from IP address");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Publish", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Published. The post is now on its area's pages.");
    // A published post is taken down, not rejected.
    await expect(page.getByRole("button", { name: "Publish", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Reject" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Unpublish" })).toBeVisible();
    const published = postOf(email);
    expect(published?.status).toBe("published");
    expect(published?.publishedAt).not.toBeNull();
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Open the public page" }).click();
    await expect(page).toHaveURL(`/business-blog/${submitted?.slug}`);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await page.goto(`/business-blog?q=${encodeURIComponent(tag)}`);
    await expect(page.getByRole("region", { name: "All Blogs" }).getByRole("heading", { level: 3, name: title })).toBeVisible();
    // A visitor without a session sees it too, on the landing and on its page, with its image.
    expect(await (await request.get("/business-blog")).text()).toContain(title);
    expect((await request.get(`/business-blog/${submitted?.slug}`)).status()).toBe(200);
    expect((await request.get(`/blog-images/${submitted?.imageKey?.split("/")[1]}`)).status()).toBe(200);
    const mail = await waitForMail(email, /^Your blog post is published$/);
    expect(mail.text).toContain(`/business-blog/${submitted?.slug}`);
  });

  test("a rejected post stays off the blog and its submitter receives the reason by mail", async ({ page, operator, request }) => {
    expect(operator.role).toBe("operator");
    const post = insertPendingPost(`Rejected guest post ${uniqueTag()}`);
    await page.goto(`/admin/blog-submissions?q=${encodeURIComponent(post.title)}`);
    await page.getByRole("link", { name: post.title }).click();
    const reason = "It promotes one product & reads like an advert <b>only</b>.";
    await page.getByLabel("Reason for rejecting (optional)").fill(reason);
    await page.getByRole("button", { name: "Reject" }).click();
    await expect(page.getByRole("status")).toHaveText("Rejected. The submitter is told by e-mail when they left an address.");
    await expect(page.getByRole("region", { name: "Details" }).getByRole("definition").filter({ hasText: reason })).toBeVisible();
    await expect(page.getByRole("button", { name: "Reject" })).toHaveCount(0);
    expect(query<Row>("SELECT status, rejectReason, publishedAt FROM BlogPost WHERE id = ?", post.id)[0]).toEqual({
      status: "rejected",
      rejectReason: reason,
      publishedAt: null,
    });

    const mail = await waitForMail(post.email, /^About your blog post$/);
    expect(mail.text).toContain(`The reason they gave: ${reason}`);
    expect(mail.html).not.toContain("<b>only</b>");
    expect((await request.get(`/digital-blog/${post.slug}`)).status()).toBe(404);

    await page.goto(`/admin/blog-submissions?status=rejected&q=${encodeURIComponent(post.title)}`);
    await expect(page.getByRole("rowheader")).toHaveText([post.title]);
    const csv = await (await page.request.get(`/admin/export/blog-submissions.csv?q=${encodeURIComponent(post.title)}`)).text();
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Id,Received,Status,Blog,Slug,Title,Author,Full name,E-mail,/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(post.email);
  });

  test("publishing a post its writer changed after the operator opened it says so, with JavaScript and without, and publishes nothing", async ({
    page,
    context,
    browser,
    request,
  }) => {
    test.slow(); // two posts, two browsers
    const writer = createAccount("user");
    const headers = { origin: baseUrl(), cookie: `sid=${writer.token}` };
    // An author name belongs to the account that first wrote under it: this writer's own.
    const authorName = `Asha ${uniqueTag()}`;
    const write = async (api: APIRequestContext, blogContent: string, id?: string) => {
      const body = { area: "business", blogTitle: `Cash every week ${uniqueTag()}`, blogContent, authorName, intent: id ? "save" : "submit" };
      const answer = await api.post(id ? `/api/account/posts/${id}` : "/api/account/posts", { data: body, headers });
      expect(answer.status(), await answer.text()).toBeLessThan(300);
      return ((await answer.json()) as { id: string }).id;
    };
    const read = "Why small firms should review their cash every week, in five short steps.";
    const unread = "Why small firms should review their cash every week, and where to buy cheap pills.";
    const statusOf = (id: string) => query<{ status: string }>("SELECT status FROM BlogPost WHERE id = ?", id)[0]?.status;

    await signIn(context, "operator");
    const noScript = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false });
    try {
      await noScript.addCookies(await context.cookies());
      for (const operatorPage of [page, await noScript.newPage()] as Page[]) {
        const id = await write(request, read);
        await operatorPage.goto(`/admin/blog-submissions/${id}`);
        const preview = operatorPage.getByRole("region", { name: "Preview" });
        await expect(preview.getByText(read)).toBeVisible();
        await write(request, unread, id);

        await operatorPage.getByRole("button", { name: "Publish" }).click();
        await expect(operatorPage).toHaveURL(`/admin/blog-submissions/${id}?refused=changed`);
        await expect(operatorPage.getByRole("main").getByRole("alert")).toHaveText("This post changed since you read it. Reload to see the changes.");
        await expect(preview.getByText(unread)).toBeVisible();
        expect(statusOf(id)).toBe("pending");
        // axe runs its script in the page, so only where scripts run.
        if (operatorPage === page) await expectNoAxeViolations(operatorPage);

        // Now that the operator has read it, the same button publishes it.
        await operatorPage.getByRole("button", { name: "Publish" }).click();
        await expect(operatorPage.getByRole("status")).toHaveText("Published. The post is now on its area's pages.");
        expect(statusOf(id)).toBe("published");
      }
    } finally {
      await noScript.close();
    }
  });

  test("the operator logs out from the operator navigation", async ({ page, operator }) => {
    await page.goto("/admin");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(query<{ n: number }>(`SELECT COUNT(*) AS n FROM "Session" s JOIN "User" u ON u.id = s.userId WHERE u.email = ?`, operator.email)[0]?.n).toBe(0);
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);
  });
});
