import { expect, test, type Page } from "@playwright/test";

// Icons are `<use>` references into one sprite (components/ui/icon-sprite.tsx): each visible icon
// must draw (its <use> takes the symbol's box), the page must carry no path data of its own, and
// the sprite must come from this origin once, kept for a year under a versioned URL.

/** The box each visible icon's <use> draws, with its reference. */
async function visibleIconBoxes(page: Page) {
  return page.locator("svg:visible > use").evaluateAll((uses) =>
    uses.map((use) => {
      const box = (use as SVGUseElement).getBBox();
      const frame = use.parentElement?.getBoundingClientRect();
      return { href: use.getAttribute("href") ?? "", width: box.width, height: box.height, frame: [frame?.width, frame?.height] };
    }),
  );
}

for (const { path, width, theme } of [
  { path: "/it-consulting", width: 1280, theme: "light" },
  { path: "/", width: 390, theme: "dark" },
  { path: "/contact", width: 1280, theme: "dark" },
]) {
  test(`every visible icon of ${path} draws from the sprite (${width} px, ${theme})`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((chosen) => localStorage.setItem("app-theme", chosen), theme);
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused/i.test(message.text())) refused.push(message.text());
    });
    const spriteRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/icons.svg") spriteRequests.push(request.url());
    });
    await page.goto(path);

    await expect.poll(async () => (await visibleIconBoxes(page)).filter((icon) => icon.width > 0).length).toBeGreaterThan(2);
    const icons = await visibleIconBoxes(page);
    for (const icon of icons) {
      expect(icon.href, JSON.stringify(icon)).toMatch(/^\/icons\.svg\?v=[0-9a-f]{12}#[a-z0-9-]+$/);
      expect(icon.width * icon.height, JSON.stringify(icon)).toBeGreaterThan(0);
      // Its class sizes it (the <svg> has no width or height of its own): a square of 16 to 128 px.
      expect(icon.frame[0], JSON.stringify(icon)).toBe(icon.frame[1]);
      expect(icon.frame[0] ?? 0, JSON.stringify(icon)).toBeGreaterThanOrEqual(16);
      expect(icon.frame[0] ?? 0, JSON.stringify(icon)).toBeLessThanOrEqual(128);
    }
    expect(new Set(icons.map((icon) => icon.href.split("#")[0])).size).toBe(1);
    expect(spriteRequests).toHaveLength(1);
    expect(await page.locator("svg path").count()).toBe(0);
    expect(refused).toEqual([]);
  });
}

test("the sprite is served from this origin as SVG in brotli, kept for a year under its versioned URL", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator("svg > use").first().getAttribute("href");
  expect(href).toMatch(/^\/icons\.svg\?v=[0-9a-f]{12}#/);
  const answer = await request.get((href ?? "").split("#")[0] ?? "", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-encoding"]).toBe("br");
  expect(answer.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
  expect(answer.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const sprite = await answer.text();
  expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol id="/);
  expect(sprite).toContain('<symbol id="arrow-right" viewBox="0 0 24 24"');
});
