import { Carousel, freezeClock, waitForLoadingScreen } from "./pages/carousel";
import { expect, expectNoAxeViolationsInBothThemes, test } from "./support/fixtures";

test.describe("recruitment home page", () => {
  test("shows the loading screen first, then the 3-slide hero with Discover More to each recruitment page", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/recruitment", { waitUntil: "commit" });
    await expect(page.getByTestId("loading-screen")).toHaveText("Please wait for a moment. The page is loading...");
    await waitForLoadingScreen(page);
    const hero = new Carousel(page, "Recruitment services");
    await expect(hero.items).toHaveCount(3);
    const expected = [
      ["IT Recruitment", "/it-recruitment"],
      ["Non-IT Recruitment", "/non-it-recruitment"],
      ["Healthcare Recruitment", "/healthcare"],
    ];
    for (const [index, [title, href]] of expected.entries()) {
      await hero.expectShowing(`${index + 1} of 3`);
      const slide = hero.root.getByRole("group", { name: `${index + 1} of 3` });
      await expect(slide.getByRole("heading", { name: title })).toBeVisible();
      await expect(slide.getByRole("link", { name: /^Discover More/ })).toHaveAttribute("href", href ?? "");
      await page.clock.runFor(3000);
    }
    await hero.expectShowing("1 of 3");
  });

  test("has the spec's sections and counts", async ({ page }) => {
    await page.goto("/recruitment");
    await waitForLoadingScreen(page);
    const services = page.getByRole("region", { name: "Our Recruitment Services" });
    await expect(services.getByRole("heading", { level: 3 })).toHaveText(["IT Recruitment", "Healthcare Recruitment", "Non-IT Recruitment"]);
    await expect(services.getByRole("link", { name: /^Explore More/ })).toHaveCount(3);
    await expect(page.getByRole("region", { name: "Our Recruitment Process" }).getByRole("heading", { level: 3 })).toHaveText([
      /Understanding Your Needs/,
      /Sourcing Top Talent/,
      /Rigorous Screening/,
      /Seamless Onboarding/,
    ]);
    await expect(page.getByRole("region", { name: "Benefits of Hiring With Us" }).getByRole("listitem")).toHaveCount(6);
    await expect(page.getByRole("region", { name: "How Our Platform Works" }).getByRole("heading", { level: 3 })).toHaveText([
      "Simplified Hiring",
      "Exclusive Network",
      "Decentralized Platform",
      "Data-Driven Insights",
    ]);
    await expect(page.getByRole("region", { name: "Why Choose Us" }).getByRole("heading", { level: 3 })).toHaveText([
      "High Success Rate",
      "Industry-Leading Technology",
      "Global Reach",
      "Customized Solutions",
    ]);
    await expect(page.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Connect Now" }).last()).toHaveAttribute("href", "/business-form");
    await expect(page.getByRole("main").getByRole("link", { name: "View open positions" })).toHaveAttribute("href", "/careers/jobs");
    await expect(page.getByRole("region", { name: "Latest Blogs" }).getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Go Back" })).toHaveAttribute("href", "/");
  });

  test("testimonials rotate through 4 every 3 s and stop with the pause control", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/recruitment");
    await waitForLoadingScreen(page);
    const testimonials = new Carousel(page, "What our clients and candidates say", "testimonial");
    await expect(testimonials.items).toHaveCount(4);
    await testimonials.expectShowing("1 of 4");
    await page.clock.runFor(3000);
    await testimonials.expectShowing("2 of 4");
    await testimonials.pauseButton.click();
    await page.locator("body").click({ position: { x: 5, y: 5 } });
    await page.mouse.move(0, 0);
    await page.clock.runFor(9000);
    await testimonials.expectShowing("2 of 4");
    await expect(testimonials.root.getByRole("group", { name: "2 of 4" }).getByRole("figure")).toContainText(/\w+/);
  });

  test("has no axe violations in light and dark theme", async ({ page }) => {
    await page.goto("/recruitment");
    await waitForLoadingScreen(page);
    await expectNoAxeViolationsInBothThemes(page);
  });
});
