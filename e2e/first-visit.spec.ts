// What a first visit loads (#14): another page's code and data are fetched when the visitor shows
// intent (pointer, touch, focus), not because its link scrolled into view.
import { expect, test, type Page, type Request } from "@playwright/test";

/** The router's fetch of a page's payload (its prefetch or its navigation), told by the RSC header. */
const fetchesRoute = (request: Request, path: string) => new URL(request.url()).pathname === path && request.headers()["rsc"] === "1";

/** /it-consulting's call to action, a link to the business wizard. */
const connectNow = (page: Page) => page.getByRole("region", { name: "Have a project in mind?" }).getByRole("link", { name: "Connect Now" });

/** Opens /it-consulting, brings the link on screen and lets the page settle: nothing fetched yet. */
async function linkOnScreen(page: Page) {
  const routeFetches: Request[] = [];
  page.on("request", (request) => {
    if (fetchesRoute(request, "/business-form")) routeFetches.push(request);
  });
  await page.goto("/it-consulting", { waitUntil: "load" });
  const link = connectNow(page);
  await link.scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  // Next's own link fetches a page in view during idle time, which can come after the network
  // first went quiet: give it that chance before saying nothing was fetched.
  await page.waitForTimeout(2_000);
  expect(routeFetches).toHaveLength(0);
  return link;
}

test.describe("first visit", () => {
  test("a link's page is fetched when the pointer reaches the link, not when it scrolls into view", async ({ page }) => {
    const link = await linkOnScreen(page);
    const prefetched = page.waitForRequest((request) => fetchesRoute(request, "/business-form"));
    await link.hover();
    expect((await prefetched).headers()["next-router-prefetch"]).toBe("1");

    await link.click();
    await expect(page).toHaveURL(/\/business-form$/);
    await expect(page.getByRole("heading", { level: 1, name: "Business Form" })).toBeVisible();
  });

  test("keyboard focus counts as intent too", async ({ page }) => {
    const link = await linkOnScreen(page);
    const prefetched = page.waitForRequest((request) => fetchesRoute(request, "/business-form"));
    await link.focus();
    expect((await prefetched).headers()["next-router-prefetch"]).toBe("1");
  });
});
