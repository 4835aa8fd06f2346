import { expect, expectNoAxeViolations, test } from "./support/fixtures";

test.describe("Connect Now page", () => {
  test("the button opens the three-step dialog, focus moves in, Escape and Close close it and focus returns", async ({ page }) => {
    await page.goto("/merge-form");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Let's Build Your Future Together");
    const opener = page.getByRole("button", { name: "Connect Now" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Connect with us in three simple steps" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    await expect(dialog.getByRole("heading", { level: 3 })).toHaveText(["Career", "Service", "Partnership"]);
    const goNow = dialog.getByRole("link", { name: /^Go Now/ });
    await expect(goNow).toHaveCount(3);
    expect(await goNow.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(["/career-form", "/business-form", "/partner-form"]);
    await expectNoAxeViolations(page);

    await page.keyboard.press("Tab");
    await expect(dialog.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("has no axe violations in dark theme", async ({ page }) => {
    await page.goto("/merge-form");
    await page.getByRole("button", { name: "Switch to dark theme" }).click();
    await expectNoAxeViolations(page);
  });
});
