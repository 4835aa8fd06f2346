import { expect, expectNoAxeViolationsInBothThemes, test } from "./support/fixtures";
import { SiteShell } from "./pages/site-shell";
import { copyrightLine } from "../lib/content/site";

test.describe("site shell", () => {
  test("the theme toggle switches to dark, persists under app-theme and is applied before any script loads", async ({ page }) => {
    const shell = new SiteShell(page);
    await page.goto("/");
    await expect(page.locator("html")).toHaveClass(/light/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("app-theme"))).toBe("dark");

    // With every JavaScript bundle blocked, only the inline pre-paint script can set the class:
    // if it does, the first paint is already dark and there is no flash.
    await page.route(/\/_next\/static\/.*\.js$/, (route) => route.abort());
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await expect(page.locator("body")).toHaveCSS("background-color", "rgb(11, 17, 32)");
    await page.unroute(/\/_next\/static\/.*\.js$/);

    await page.reload();
    await shell.themeToggle.click();
    await expect(page.locator("html")).toHaveClass(/light/);
    expect(await page.evaluate(() => localStorage.getItem("app-theme"))).toBe("light");
  });

  test("a theme chosen in one tab is applied at once in the site's other open tabs, the wizards' too", async ({ page, context }) => {
    await page.goto("/");
    const other = await context.newPage();
    await other.goto("/career-form");
    await expect(other.locator("html")).toHaveClass(/\blight\b/);
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expect(other.locator("html")).toHaveClass(/\bdark\b/);
    await expect(other.locator("html")).not.toHaveClass(/\blight\b/);
    await expect(other.locator("body")).toHaveCSS("background-color", "rgb(11, 17, 32)");
    await other.getByRole("button", { name: "Switch to light theme" }).click();
    await expect(page.locator("html")).toHaveClass(/\blight\b/);
    expect(await page.evaluate(() => localStorage.getItem("app-theme"))).toBe("light");
  });

  test("Our Services opens and closes its four service links, and Escape closes it", async ({ page }) => {
    const shell = new SiteShell(page);
    await page.goto("/");
    const menu = shell.mainNav.getByRole("list").getByRole("link", { name: "Recruitment" });
    await expect(menu).toBeHidden();
    // Its chevron (drawn on the server) turns with the button's aria-expanded, by CSS alone.
    const chevron = shell.servicesButton.locator("svg");
    await expect(chevron).toHaveCSS("transform", "none");
    await shell.servicesButton.click();
    await expect(shell.servicesButton).toHaveAttribute("aria-expanded", "true");
    await expect(chevron).toHaveCSS("rotate", "180deg");
    for (const name of ["IT Service & Consulting", "Recruitment", "Digital Marketing", "Business Consulting"]) {
      await expect(shell.mainNav.getByRole("link", { name })).toBeVisible();
    }
    await shell.servicesButton.click();
    await expect(menu).toBeHidden();
    await shell.servicesButton.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
  });

  test("the mobile menu opens from the hamburger and closes with its close button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new SiteShell(page);
    await page.goto("/");
    await expect(shell.mainNav).toBeHidden();
    await shell.openMenu.click();
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav.getByRole("link", { name: "Contact Us" })).toBeVisible();
    await expect(mobileNav.getByRole("button", { name: "Close menu" })).toBeFocused();
    await mobileNav.getByRole("button", { name: "Close menu" }).click();
    await expect(mobileNav).toBeHidden();
    await expect(shell.openMenu).toBeFocused();
  });

  test("the footer shows the contact details, its links, the Services submenu and four social links", async ({ page }) => {
    const shell = new SiteShell(page);
    await page.goto("/");
    const footer = shell.footer;
    await expect(footer.getByRole("link", { name: "Get in touch" })).toHaveAttribute("href", "/contact");
    await expect(footer.getByText("Kanpur", { exact: false })).toBeVisible();
    await expect(footer.getByRole("link", { name: /^\+91/ })).toBeVisible();
    await expect(footer.getByRole("link", { name: /@/ })).toBeVisible();
    await expect(footer.getByText(/^© Copyright/)).toHaveText(copyrightLine());
    for (const name of ["Home", "About Us", "Career", "Blogs", "Sitemap", "Privacy Policy", "Terms & Conditions", "Terms of Use", "Refund Policy"]) {
      await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "Digital Marketing" })).toBeHidden();
    await shell.footerServices.click();
    await expect(footer.getByRole("link", { name: "Digital Marketing" })).toBeVisible();
    await shell.footerServices.click();
    await expect(footer.getByRole("link", { name: "Digital Marketing" })).toBeHidden();
    const social = footer.getByRole("link", { name: /LinkedIn|Facebook|Instagram|X \(Twitter\)/ });
    await expect(social).toHaveCount(4);
  });

  test("an unknown path answers 404 with a page inside the site layout", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We could not find that page" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("link", { name: "See the sitemap" })).toBeVisible();
  });

  test("the home page has no axe violations in light and dark theme", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolationsInBothThemes(page);
  });
});

test("the company home page carries Organization JSON-LD and leads to the four service lines", async ({ page }) => {
  await page.goto("/");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ "@type": "Organization", name: "Solutions At One Place", address: { addressLocality: "Kanpur" } });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All solutions at one place");
  for (const [name, href] of [
    ["Explore IT Service & Consulting", "/it-consulting"],
    ["Explore Recruitment", "/recruitment"],
    ["Explore Digital Marketing", "/digital-marketing"],
    ["Explore Business Consulting", "/business-consulting"],
  ]) {
    await expect(page.getByRole("link", { name })).toHaveAttribute("href", href ?? "");
  }
  await expect(page.getByRole("main").getByRole("link", { name: "Connect Now" })).toHaveAttribute("href", "/merge-form");
});
