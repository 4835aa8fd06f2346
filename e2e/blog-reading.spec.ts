import { expect, expectNoAxeViolations, test } from "./support/fixtures";
import { AREAS, BlogLanding, expectTitles } from "./pages/blog";

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

for (const area of AREAS) {
  test.describe(`${area.path} landing`, () => {
    test("search runs on Enter, finds posts by title and by body text case-insensitively, and scrolls to the grid", async ({ page }) => {
      const landing = new BlogLanding(page, area);
      await landing.goto();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${area.name} Blog`);
      await landing.search(area.titleTerm);
      await expect(page).toHaveURL(`${area.path}?q=${encodeURIComponent(area.titleTerm).replace(/%20/g, "+")}`);
      await expectTitles(landing.gridTitles(), [area.titleMatch]);
      await expect(landing.grid.getByRole("heading", { name: "All Blogs" })).toBeInViewport();
      await expect(landing.grid.getByRole("status")).toHaveText(`1 blog matches “${area.titleTerm}”.`);

      await landing.search(area.bodyTerm);
      await expectTitles(landing.gridTitles(), [area.bodyMatch]);
      const card = landing.grid.getByRole("article");
      await expect(card.getByText(/^written by /)).toBeVisible();
      await expect(card.getByText(/ ago$/)).toBeVisible();
      // Cut after a whole word within 100 characters, with an ellipsis (#35 polish).
      await expect(card.locator("p").nth(0)).toHaveText(/^.{1,99}[^\s,;:.-]…$/);
    });

    test("a search with no match says 'Sorry! No blogs found.'", async ({ page }) => {
      const landing = new BlogLanding(page, area);
      await landing.goto();
      await landing.search("zebra quantum pancakes");
      await expect(landing.grid.getByText("Sorry! No blogs found.")).toBeVisible();
      await expect(landing.gridTitles()).toHaveCount(0);
      await expect(landing.grid.getByRole("link", { name: /Explore More/ })).toHaveAttribute("href", `${area.path}/BlogsExplorePage`);
    });

    test("a keyword clears the title search and typing a title clears the keyword", async ({ page }) => {
      const landing = new BlogLanding(page, area);
      await landing.goto();
      await expect(landing.popularTitles()).toHaveCount(5);
      for (const keyword of ["DEVELOPMENT", "DESIGN", "TECHNOLOGY", "SAAS", "BIG DATA", "BLOCKCHAIN"]) {
        await expect(landing.keywordButton(keyword)).toHaveAttribute("aria-pressed", "false");
      }
      await landing.popularSearch().fill(area.popularTitleTerm);
      await expect(page).toHaveURL(new RegExp(`\\?title=${area.popularTitleTerm}$`));
      await expectTitles(landing.popularTitles(), area.popularTitleMatches);

      await landing.keywordButton(area.keyword).click();
      await expect(landing.keywordButton(area.keyword)).toHaveAttribute("aria-pressed", "true");
      await expect(landing.popularSearch()).toHaveValue("");
      await expect(page).toHaveURL(new RegExp(`\\?keyword=${area.keyword}$`));
      await expectTitles(landing.popularTitles(), area.keywordMatches);

      await landing.popularSearch().pressSequentially(area.popularTitleTerm.slice(0, 3));
      await expect(landing.keywordButton(area.keyword)).toHaveAttribute("aria-pressed", "false");
      await expect(page).toHaveURL(new RegExp(`\\?title=${area.popularTitleTerm.slice(0, 3)}$`));

      await landing.popularSearch().fill("no such popular title");
      await expect(landing.popular.getByText("Sorry! No blogs found.")).toBeVisible();
    });

    test("the recent carousel shows 3 of 6, moves one per click and disables its arrows at the ends", async ({ page }) => {
      const landing = new BlogLanding(page, area);
      await landing.goto();
      const previous = landing.recent.getByRole("button", { name: "Previous blog" });
      const next = landing.recent.getByRole("button", { name: "Next blog" });
      await expect(landing.recent.getByRole("group", { includeHidden: true })).toHaveCount(6);
      await expect(landing.recentCards()).toHaveCount(3);
      await expect(previous).toBeDisabled();
      const label = (n: number) => landing.recent.getByRole("group", { name: `${n} of 6` });
      for (const shown of [
        [1, 2, 3],
        [2, 3, 4],
        [3, 4, 5],
        [4, 5, 6],
      ]) {
        for (const n of shown) await expect(label(n)).toBeVisible();
        await expect(landing.recentCards()).toHaveCount(3);
        if (shown[0] !== 4) await next.click();
      }
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      await previous.click();
      await expect(label(3)).toBeVisible();
      await expect(label(6)).toBeHidden();
    });

    test("a shared filtered URL renders the same results on the server, without JavaScript too", async ({ browser }) => {
      const url = `${area.path}?q=${encodeURIComponent(area.titleTerm)}&keyword=${encodeURIComponent(area.keyword)}`;
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const landing = new BlogLanding(page, area);
      await page.goto(url);
      await expectTitles(landing.gridTitles(), [area.titleMatch]);
      await expectTitles(landing.popularTitles(), area.keywordMatches);
      await expect(landing.keywordButton(area.keyword)).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByRole("searchbox", { name: "Search blogs" })).toHaveValue(area.titleTerm);
      // The no-JavaScript forms keep the other filter and open at their section.
      await page.getByRole("searchbox", { name: "Search blogs" }).fill(area.bodyTerm);
      await page.getByRole("searchbox", { name: "Search blogs" }).press("Enter");
      await expect(page).toHaveURL(new RegExp(`\\?q=.+&keyword=${area.keyword}#all-blogs$`));
      await expectTitles(landing.gridTitles(), [area.bodyMatch]);
      await context.close();
    });

    test("the hero search keeps the popular list's keyword, in place, with JavaScript", async ({ page }) => {
      const landing = new BlogLanding(page, area);
      await page.goto(`${area.path}?keyword=${encodeURIComponent(area.keyword)}`);
      await expect(landing.keywordButton(area.keyword)).toHaveAttribute("aria-pressed", "true");
      await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
      await landing.search(area.bodyTerm);
      await expect(page).toHaveURL(new RegExp(`\\?q=.+&keyword=${area.keyword}$`));
      await expectTitles(landing.gridTitles(), [area.bodyMatch]);
      await expectTitles(landing.popularTitles(), area.keywordMatches);
      // A client navigation: the document, and what the script put on its window, are still there.
      expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);
    });

    test("a post has its own page with metadata, paragraphs and its author", async ({ page }) => {
      const landing = new BlogLanding(page, area);
      await landing.goto();
      await landing.grid.getByRole("link", { name: area.titleMatch }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(area.titleMatch);
      await expect(page).toHaveTitle(`${area.titleMatch} | Solutions At One Place`);
      // After a client-side navigation the landing's description goes once the post's has streamed in.
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{80,}/);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${area.path}/[a-z0-9-]+$`));
      await expect(page.getByText(/^written by /)).toBeVisible();
      expect(await page.getByRole("article").locator("p.whitespace-pre-line").count()).toBeGreaterThanOrEqual(3);
      await expectNoAxeViolations(page);
      const missing = await page.goto(`${area.path}/no-such-post`);
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
    });

    test("the landing has the popular list, the call to write, and no axe violations", async ({ page }) => {
      const landing = new BlogLanding(page, area);
      await landing.goto();
      const passion = page.getByRole("region", { name: "Start Your Passions, Your Way" });
      await expect(passion.getByText("Write a unique and beautiful blog here.")).toBeVisible();
      await expect(passion.getByRole("link", { name: "Create Blog" })).toHaveAttribute("href", `${area.path}/create_blog`);
      await expect(landing.popular.getByText(/^[A-Z][a-z]+ \d{4}/).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test.describe(`${area.path} on a phone`, () => {
    test.use(PHONE);

    test("the grid shows 3 cards at a time and Next is disabled on the last page; the recent grid has Explore more", async ({ page }) => {
      const landing = new BlogLanding(page, area);
      await landing.goto();
      await expect(landing.recent.getByRole("button", { name: "Next blog" })).toBeHidden();
      await expect(landing.recentCards()).toHaveCount(3);
      await landing.recent.getByRole("button", { name: "Explore more" }).click();
      await expect(landing.recentCards()).toHaveCount(6);

      const next = landing.grid.getByRole("button", { name: "Next", exact: true });
      const previous = landing.grid.getByRole("button", { name: "Previous", exact: true });
      await expect(landing.gridTitles()).toHaveCount(3);
      await expect(previous).toBeDisabled();
      const seen = new Set<string>();
      for (let page = 0; page < 3; page++) {
        for (const title of await landing.gridTitles().allInnerTexts()) seen.add(title);
        if (page < 2) await next.click();
      }
      expect(seen.size).toBe(9);
      await expect(next).toBeDisabled();
      await expect(landing.gridTitles()).toHaveCount(3);
      await previous.click();
      await expect(next).toBeEnabled();

      await landing.search("the");
      await expect(landing.gridTitles()).toHaveCount(3);
      await expectNoAxeViolations(page);
    });
  });
}

test("the explore page welcomes the reader and pages through every published post", async ({ page }) => {
  await page.goto("/digital-blog/BlogsExplorePage");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to the Blog");
  await expect(page.getByRole("article")).toHaveCount(9);
  const pages = page.getByRole("navigation", { name: "Blog pages" });
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
  await pages.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/BlogsExplorePage\?page=2$/);
  await expect(pages.getByText("Page 2 of 2")).toBeVisible();
  expect(await page.getByRole("article").count()).toBeGreaterThanOrEqual(2);
  // A client-side navigation sets the document's title after the page's content shows: axe's
  // document-title rule ran before it once (CI), so the title is waited for first.
  await expect(page).toHaveTitle(/^Welcome to the Blog: /);
  await expectNoAxeViolations(page);
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect(pages.getByText("Page 1 of 2")).toBeVisible();
});

test("the home pages' blog teasers lead to real posts", async ({ page }) => {
  for (const [home, region] of [
    ["/it-consulting", "Our Blogs"],
    ["/recruitment", "Latest Blogs"],
  ] as const) {
    await page.goto(home);
    const links = page.getByRole("region", { name: region }).getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links).toHaveCount(3);
    for (const [href, title] of await links.evaluateAll((nodes) => nodes.map((a) => [a.getAttribute("href") ?? "", a.textContent ?? ""]))) {
      expect(href).toMatch(/^\/(business|recruitment)-blog\/[a-z0-9-]+$/);
      const response = await page.request.get(href ?? "");
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`>${title}</h1>`);
    }
  }
});

test("sitemap.xml lists the blog areas and every seeded post", async ({ request, baseURL }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of [
    "/digital-blog",
    "/recruitment-blog/BlogsExplorePage",
    "/business-blog/ai-and-machine-learning-in-software-testing",
    "/digital-blog/seo-fixes-that-matter",
  ]) {
    expect(sitemap).toContain(`<loc>${baseURL}${path}</loc>`);
  }
  expect(sitemap.match(/-blog\/[a-z0-9-]+<\/loc>/g)?.length).toBeGreaterThanOrEqual(33);
});
