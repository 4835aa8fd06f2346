import { ERROR_TEXT } from "../lib/content/errors";
import { expect, test } from "./support/fixtures";

// /e2e-error throws while rendering only because the e2e server sets E2E_FORCE_ERROR=1.
test.describe("error page", () => {
  test("an error in a page of the site answers 500 with the message inside the navbar and footer", async ({ page }) => {
    const response = await page.goto("/e2e-error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: ERROR_TEXT.title })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // Try again renders the page once more; it throws again, so the message stays.
    await page.getByRole("button", { name: ERROR_TEXT.retry }).click();
    await expect(page.getByRole("heading", { level: 1, name: ERROR_TEXT.title })).toBeVisible();
    await page.getByRole("link", { name: ERROR_TEXT.home }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1, name: ERROR_TEXT.title })).toHaveCount(0);
  });
});
