import { Carousel, freezeClock, waitForLoadingScreen } from "./pages/carousel";
import { expect, expectNoAxeViolationsInBothThemes, test } from "./support/fixtures";

// Each technology tile reads "<badge><name>"; match on the name at the end.
const names = (...list: string[]) => list.map((name) => new RegExp(`${name.replace(".", "\\.")}$`));

test.describe("IT consulting home page", () => {
  test("the loading screen shows the spec's text, goes after 1 s without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/it-consulting", { waitUntil: "commit" });
    const overlay = page.getByTestId("loading-screen");
    await expect(overlay).toHaveText("Please wait for a moment. The page is loading...");
    await expect(overlay).toHaveCSS("animation-delay", "1s");
    await expect(overlay).toBeHidden({ timeout: 3000 });
    await expect(page.getByRole("heading", { name: "Our Services", level: 2 })).toBeVisible();
    await context.close();
  });

  test("the hero has 4 slides that advance every 3 s, pause on demand and on hover, and wrap with the arrows", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/it-consulting");
    await waitForLoadingScreen(page);
    const hero = new Carousel(page, "IT services");
    await expect(hero.items).toHaveCount(4);
    await hero.expectShowing("1 of 4");
    await expect(hero.root.getByRole("heading", { name: "AI and Generative Intelligence Solution" })).toBeVisible();
    await page.clock.runFor(2900);
    await hero.expectShowing("1 of 4");
    await page.clock.runFor(200);
    await hero.expectShowing("2 of 4");
    await expect(hero.root.getByRole("heading", { name: "Software Development" })).toBeVisible();

    await hero.pauseButton.click();
    await page.mouse.move(0, 0);
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.clock.runFor(9000);
    await hero.expectShowing("2 of 4");
    await hero.playButton.click();
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.mouse.move(0, 0);
    await page.clock.runFor(3100);
    await hero.expectShowing("3 of 4");

    await hero.root.hover();
    await page.clock.runFor(9000);
    await hero.expectShowing("3 of 4");

    await hero.next();
    await hero.expectShowing("4 of 4");
    await hero.next();
    await hero.expectShowing("1 of 4");
    await hero.previous();
    await hero.expectShowing("4 of 4");
  });

  test("the hero does not move by itself when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/it-consulting");
    await waitForLoadingScreen(page);
    const hero = new Carousel(page, "IT services");
    await page.clock.runFor(10_000);
    await hero.expectShowing("1 of 4");
    await expect(hero.playButton).toBeVisible();
  });

  test("'Our Services' on each slide jumps to the spec's card, and Connect Now leads to /business-form", async ({ page }) => {
    await page.goto("/it-consulting");
    await waitForLoadingScreen(page);
    const hero = new Carousel(page, "IT services");
    await hero.pauseButton.click();
    const targets = ["UI & UX Design", "Software Development", "Web Development", "Cloud Computing"];
    for (const [index, card] of targets.entries()) {
      const slide = hero.root.getByRole("group", { name: `${index + 1} of 4` });
      const link = slide.getByRole("link", { name: /^Our Services/ });
      const href = await link.getAttribute("href");
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator(href ?? "").getByRole("heading", { name: card })).toBeInViewport();
      await expect(slide.getByRole("link", { name: "Connect Now" })).toHaveAttribute("href", "/business-form");
      await hero.next();
    }
  });

  test("the page has the spec's counts: 7 value points, 8 flip cards, 5 steps, 12 industries, 4 reasons, 3 blogs", async ({ page }) => {
    await page.goto("/it-consulting");
    await waitForLoadingScreen(page);
    await expect(new Carousel(page, "How we provide IT solutions", "value point").items).toHaveCount(7);
    const services = page.getByRole("region", { name: "Our Services" });
    await expect(services.getByRole("button", { name: "Read More" })).toHaveCount(8);
    await expect(page.getByRole("region", { name: "Working Process" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("region", { name: "Industries" }).getByRole("listitem")).toHaveCount(12);
    await expect(page.getByRole("region", { name: "Why Choose Us" }).getByRole("listitem")).toHaveCount(4);
    const blogs = page.getByRole("region", { name: "Our Blogs" });
    await expect(blogs.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(blogs.getByRole("link", { name: /Explore More/ })).toHaveAttribute("href", "/blogs");
    await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Explore More" }).first()).toHaveAttribute("href", "/about");
  });

  test("the value carousel moves one point at a time and wraps around", async ({ page }) => {
    await page.goto("/it-consulting");
    await waitForLoadingScreen(page);
    const values = new Carousel(page, "How we provide IT solutions", "value point");
    await values.expectShowing("1 of 7");
    await expect(values.pauseButton).toHaveCount(0);
    await values.previous();
    await values.expectShowing("7 of 7");
    await values.next();
    await values.next();
    await values.expectShowing("2 of 7");
  });

  test("Read More turns a card to its description and Go back turns it back, moving focus", async ({ page }) => {
    await page.goto("/it-consulting");
    await waitForLoadingScreen(page);
    const card = page.locator("#service-8");
    await card.getByRole("button", { name: "Read More" }).click();
    const goBack = card.getByRole("button", { name: "Go back" });
    await expect(goBack).toBeFocused();
    await expect(card.getByText(/penetration tests/)).toBeVisible();
    await goBack.press("Enter");
    await expect(card.getByRole("button", { name: "Read More" })).toBeFocused();
  });

  test("technologies show 4 of 11, step by 4 with the buttons and every 3 s", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/it-consulting");
    await waitForLoadingScreen(page);
    const tech = new Carousel(page, "Technologies we work with", "technologies");
    await expect(tech.items).toHaveCount(11);
    await tech.expectShowing("1 of 11", "2 of 11", "3 of 11", "4 of 11");
    await expect(tech.visibleItems()).toHaveText(names("HTML", "CSS", "Figma", "Photoshop"));
    await tech.pauseButton.click();
    await tech.next();
    await expect(tech.visibleItems()).toHaveText(names("Illustrator", "JavaScript", "React", "Node.js"));
    await tech.next();
    await expect(tech.visibleItems()).toHaveText(names("Aws", "Angular", "MongoDB", "HTML"));
    await tech.previous();
    await expect(tech.visibleItems()).toHaveText(names("Illustrator", "JavaScript", "React", "Node.js"));
    await tech.playButton.click();
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.mouse.move(0, 0);
    await page.clock.runFor(3100);
    await expect(tech.visibleItems()).toHaveText(names("Aws", "Angular", "MongoDB", "HTML"));
  });

  test("rotating slides shift nothing on the page (CLS 0)", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/it-consulting");
    await waitForLoadingScreen(page);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) total += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 7000);
        }),
    );
    expect(shift).toBe(0);
  });

  test("has no axe violations in light and dark theme", async ({ page }) => {
    // Two full axe runs over the longest page of the site: several seconds each on a busy machine.
    test.slow();
    await page.goto("/it-consulting");
    await waitForLoadingScreen(page);
    await expectNoAxeViolationsInBothThemes(page);
  });
});
