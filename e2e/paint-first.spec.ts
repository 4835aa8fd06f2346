import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { SiteShell } from "./pages/site-shell";
import { HYDRATED_EVENT } from "../lib/client/hydrated-event.mjs";
import { loaderScript } from "../server/scripts-after-paint.mjs";

// #39: a prerendered page paints before its scripts are even asked for (server/scripts-after-paint.mjs),
// then hydrates as before, and a click or a file chosen before React started is not lost.
const reactStarted = () => Object.keys(document).some((key) => key.startsWith("__reactContainer$"));
const ENTRY_CHUNK = /\/_next\/static\/chunks\/main-app-[^/]+\.js$/;

/** Holds back the chunks `pattern` names until the returned release is called. */
async function holdChunks(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

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
  // The served HTML names no chunk as a script of its own; the loader in the head does.
  const html = await (await page.request.get("/about")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(/<script src="[^"]*chunks\/main-app-[^"]+\.js"/.test(html), "a chunk script left in the page").toBe(false);
  expect(/<script>\(function loader\(sources, hydratedEvent\)[\s\S]*"\/_next\/static\/chunks\/main-app-[^"]+\.js"/.test(head)).toBe(true);
});

test("a click made after the paint but before React started is made again once it has", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The framework's entry chunk waits until the visitor has clicked.
  const release = await holdChunks(page, ENTRY_CHUNK);
  await page.goto("/about", { waitUntil: "commit" });
  const shell = new SiteShell(page);
  await shell.openMenu.click();
  expect(await page.evaluate(reactStarted), "React started before the click").toBe(false);
  await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
  release();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  expect(await page.evaluate(reactStarted)).toBe(true);
});

test("a held click React could also take is made once, not twice", async ({ page }) => {
  // The loader alone, with a stand-in for React: a listener on the document added after it, as
  // React's are, that counts the clicks it gets. Held, the click must reach it once, when replayed.
  await page.setContent(
    `<html><head>${loaderScript([])}</head><body><button type="button">Show Chatbot</button>` +
      `<script>self.taken = 0; document.addEventListener("click", () => (self.taken += 1), true);</script></body></html>`,
  );
  await page.getByRole("button", { name: "Show Chatbot" }).click();
  expect(await page.evaluate(() => (self as unknown as { taken: number }).taken)).toBe(0);
  await page.evaluate((name) => document.dispatchEvent(new Event(name)), HYDRATED_EVENT);
  await expect.poll(() => page.evaluate(() => (self as unknown as { taken: number }).taken)).toBe(1);
  await page.getByRole("button", { name: "Show Chatbot" }).click();
  expect(await page.evaluate(() => (self as unknown as { taken: number }).taken)).toBe(2);
});

test("a file chosen before React started is checked once it has", async ({ page }) => {
  const release = await holdChunks(page, ENTRY_CHUNK);
  await page.goto("/business-blog/create_blog", { waitUntil: "commit" });
  // The file is in the field at once, natively; the field's onChange checks it once React has started.
  const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>");
  await page.getByLabel("Image (optional)").setInputFiles({ name: "logo.svg", mimeType: "image/svg+xml", buffer: svg });
  expect(await page.evaluate(reactStarted), "React started before the file was chosen").toBe(false);
  release();
  await expect(page.getByRole("alert").filter({ hasText: "Only JPEG, PNG and WebP images are allowed." })).toBeVisible();
});

test("a wizard's first answer, given before React started, is taken once it has", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The framework's entry chunk and the wizard page's own chunk wait until the visitor has answered.
  const release = await holdChunks(page, /\/_next\/static\/chunks\/(main-app-|app\/\(forms\)\/partner-form\/page-)[^/]+\.js$/);
  await page.goto("/partner-form", { waitUntil: "commit" });
  const left = page.getByRole("complementary", { name: "Quick questions" });
  await expect(left.getByRole("group", { name: "Have you visited before?" })).toBeVisible();
  await left.getByRole("button", { name: "Yes", exact: true }).click();
  expect(await page.evaluate(reactStarted), "React started before the answer").toBe(false);
  release();
  await expect(left.getByRole("group", { name: "What is the purpose of the partnership?" })).toBeVisible();
});

test("a checkbox ticked before React started stays ticked, and the form sends it once React has", async ({ page }) => {
  const release = await holdChunks(page, ENTRY_CHUNK);
  await page.goto("/contact", { waitUntil: "commit" });
  const privacy = page.getByLabel("I agree to the privacy policy");
  // Its native action: the box is ticked at once, as on a page without scripts.
  await privacy.check();
  expect(await page.evaluate(reactStarted), "React started before the tick").toBe(false);
  release();
  await expect.poll(() => page.evaluate(reactStarted)).toBe(true);
  await expect(privacy).toBeChecked();
  // The form reads it when sent: no "please accept" message among the field errors.
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Please accept the privacy policy to send your message")).toHaveCount(0);
});
