import { expect, test } from "./support/fixtures";
import { SiteShell } from "./pages/site-shell";

// #39: a prerendered page paints before its scripts are even asked for (server/scripts-after-paint.mjs),
// then hydrates as before: the phone menu, which needs React, opens.
test("a prerendered page is painted before its scripts are fetched, then works as before", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  const shell = new SiteShell(page);
  await shell.openMenu.click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  const times = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-paint")[0]?.startTime ?? -1,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/_next\/static\/chunks\/(main-app|app\/)/.test(entry.name))
      .map((entry) => entry.startTime),
  }));
  expect(times.paint).toBeGreaterThan(0);
  expect(times.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...times.scripts)).toBeGreaterThanOrEqual(times.paint);
  // The served HTML names no chunk in its head; the loader at the end of the body does.
  const html = await (await page.request.get("/about")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const loader = html.slice(html.lastIndexOf("<script>"));
  expect(/chunks\/main-app-[^"]+\.js" async/.test(head), "a chunk script left in the head").toBe(false);
  expect(loader.startsWith("<script>(function(s){"), "the loader is the body's last script").toBe(true);
  expect(/"\/_next\/static\/chunks\/main-app-[^"]+\.js"/.test(loader), "the loader names main-app").toBe(true);
});
