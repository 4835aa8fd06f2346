import { expect, test } from "./support/fixtures";
import { SiteShell } from "./pages/site-shell";

// #39: the navbar's links are in the page once; the phone's menu shows that same list.
test.describe("one navigation list", () => {
  test("the header holds each link once, and the phone panel shows them under Our Services, closing on a followed link", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const shell = new SiteShell(page);
    await page.goto("/");
    for (const href of ["/about", "/it-consulting", "/partner", "/contact"]) {
      await expect(page.getByRole("banner").locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await shell.openMenu.click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    // Its wide-screen button is in the same list, hidden on a phone: the heading is what shows.
    await expect(mobile.getByText("Our Services", { exact: true }).filter({ visible: true })).toHaveText("Our Services");
    await expect(mobile.getByRole("button", { name: "Our Services" })).toHaveCount(0);
    await expect(mobile.getByRole("link", { name: "Digital Marketing" })).toBeVisible();
    await expect(mobile.getByText("Your account", { exact: true })).toBeVisible();
    await mobile.getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(mobile).toBeHidden();
    await expect(shell.openMenu).toHaveAttribute("aria-expanded", "false");
  });

  test("the loading screen's spinner is drawn by the stylesheet, the same size and turning", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/it-consulting", { waitUntil: "commit" });
    const status = page.getByTestId("loading-screen").getByRole("status");
    await expect(status).toHaveCSS("font-size", "18px");
    const spinner = await status.evaluate((element) => {
      const style = getComputedStyle(element, "::before");
      return [style.width, style.height, style.borderTopWidth, style.animationName, style.borderRadius !== "0px"];
    });
    expect(spinner).toEqual(["24px", "24px", "4px", "loading-spin", true]);
    await context.close();
  });
});
