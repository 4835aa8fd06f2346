import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { AREAS, BlogLanding, expectTitles } from "./pages/blog";
import { baseUrl, createAccount, ENROL_CODE_SUBJECT } from "./support/accounts";
import { mailTo, waitForMail } from "./support/mail";
import { SiteShell } from "./pages/site-shell";
import { fixture } from "./pages/wizard";
import { BLOG_AREA_COPY } from "../lib/content/blog";
import { HYDRATED_EVENT } from "../lib/client/hydrated-event.mjs";
import { loaderScript } from "../server/scripts-after-paint.mjs";

// #39: a page paints before its scripts are even asked for (server/scripts-after-paint.mjs), then
// hydrates as before, and a click, a choice or a file made before React started is not lost. A
// prerendered page gets its loader as kept in memory; a page rendered per request (the job board) as
// it streams, under the request's nonce.
const reactStarted = () => Object.keys(document).some((key) => key.startsWith("__reactContainer$"));
const ENTRY_CHUNK = /\/_next\/static\/chunks\/main-app-[^/]+\.js$/;
/** The loader with no sources (a screen typed into), under the request's nonce. */
const HOLDER_ONLY = new RegExp(`<script nonce="[^"]+">\\(function loader\\(sources, hydratedEvent\\)[^]*?\\}\\)\\(\\[\\],"${HYDRATED_EVENT}"\\)</script>`);

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

/** When the page first painted, and when each of its own chunks was asked for. */
const paintAndScripts = () => ({
  paint: performance.getEntriesByName("first-paint")[0]?.startTime ?? -1,
  scripts: performance
    .getEntriesByType("resource")
    .filter((entry) => /\/_next\/static\/chunks\/(main-app|app\/)/.test(entry.name))
    .map((entry) => entry.startTime),
});

test("a prerendered page is painted before its scripts are fetched, then works as before", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/about");
  const shell = new SiteShell(page);
  await shell.openMenu.click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  const times = await page.evaluate(paintAndScripts);
  expect(times.paint).toBeGreaterThan(0);
  expect(times.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...times.scripts)).toBeGreaterThanOrEqual(times.paint);
  // The served HTML names no chunk as a script of its own; the loader in the head does.
  const html = await (await page.request.get("/about")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  expect(/<script src="[^"]*chunks\/main-app-[^"]+\.js"/.test(html), "a chunk script left in the page").toBe(false);
  expect(/<script>\(function loader\(sources, hydratedEvent\)[\s\S]*"\/_next\/static\/chunks\/main-app-[^"]+\.js"/.test(head)).toBe(true);
});

test("a page rendered per request streams compressed, painted before its scripts, with the loader under its nonce", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const answer = await page.goto("/careers/jobs");
  const headers = (await answer?.allHeaders()) ?? {};
  expect(headers["content-encoding"]).toBe("br");
  expect(headers["cache-control"]).toContain("no-store");
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1];
  expect(nonce).toBeTruthy();
  const html = (await answer?.text()) ?? "";
  const head = html.slice(0, html.indexOf("</head>"));
  expect(/<script src="[^"]*chunks\/main-app-[^"]+\.js"/.test(html), "a chunk script left in the page").toBe(false);
  expect(head).toContain(`<script nonce="${nonce}">(function loader(sources, hydratedEvent)`);
  // Its metadata is in the head, not streamed in a boundary of its own that a link followed during
  // hydration would delete undehydrated, leaving its description behind (next.config.ts).
  expect(head).toMatch(/<meta name="description" content="[^"]+"/);
  // A screen typed into as soon as it shows (booking a call) keeps Next's chunk scripts, behind the
  // loader with no sources, that only holds early clicks.
  const booking = await (await page.request.get("/book-a-call")).text();
  expect(booking).toMatch(/<script src="[^"]*chunks\/main-app-[^"]+\.js" async="" nonce="[^"]+">/);
  expect(booking.match(/\(function loader\(/g)).toHaveLength(1);
  expect(booking).toMatch(HOLDER_ONLY);
  await new SiteShell(page).openMenu.click();
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
  const times = await page.evaluate(paintAndScripts);
  expect(times.scripts.length).toBeGreaterThan(0);
  expect(Math.min(...times.scripts)).toBeGreaterThanOrEqual(times.paint);
  expect(violations).toEqual([]);
});

for (const path of ["/about", "/careers/jobs"]) {
  test(`a click made after the paint but before React started is made again once it has (${path})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The framework's entry chunk waits until the visitor has clicked.
    const release = await holdChunks(page, ENTRY_CHUNK);
    await page.goto(path, { waitUntil: "commit" });
    const shell = new SiteShell(page);
    await shell.openMenu.click();
    expect(await page.evaluate(reactStarted), "React started before the click").toBe(false);
    await expect(page.getByRole("navigation", { name: "Mobile" })).toHaveCount(0);
    release();
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeVisible();
    expect(await page.evaluate(reactStarted)).toBe(true);
  });
}

test("a post followed from a blog before React started opens once React has, with its own description only", async ({ page }) => {
  const release = await holdChunks(page, ENTRY_CHUNK);
  const business = AREAS.find((area) => area.area === "business") ?? AREAS[0]!;
  const landing = new BlogLanding(page, business);
  await page.goto(business.path, { waitUntil: "commit" });
  await landing.grid.getByRole("link", { name: business.titleMatch }).click();
  expect(await page.evaluate(reactStarted), "React started before the click").toBe(false);
  await expect(page).toHaveURL(/\/business-blog$/);
  release();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(business.titleMatch);
  // The landing's description went with it (React had hydrated the landing's metadata first).
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).not.toHaveAttribute("content", BLOG_AREA_COPY[business.area].description);
});

test("a title typed into a blog's popular search before React started is searched for once it has", async ({ page }) => {
  const release = await holdChunks(page, ENTRY_CHUNK);
  const business = AREAS.find((area) => area.area === "business") ?? AREAS[0]!;
  const landing = new BlogLanding(page, business);
  await page.goto(business.path, { waitUntil: "commit" });
  await landing.popularSearch().fill(business.popularTitleTerm);
  expect(await page.evaluate(reactStarted), "React started before the typing").toBe(false);
  release();
  await expect(page).toHaveURL(new RegExp(`\\?title=${business.popularTitleTerm}$`));
  await expectTitles(landing.popularTitles(), business.popularTitleMatches);
  await expect(landing.popularSearch()).toHaveValue(business.popularTitleTerm);
});

test("a screen typed into keeps its scripts, and a button pressed there before React started acts once it has", async ({ page, context }) => {
  // An operator's first sign-in, half done: the enrolment's first button is a plain button.
  const half = createAccount("operator");
  await context.addCookies([{ name: "sid", value: half.token, url: baseUrl(), httpOnly: true, sameSite: "Lax" }]);
  const release = await holdChunks(page, ENTRY_CHUNK);
  const answer = await page.goto("/two-factor", { waitUntil: "commit" });
  const head = (await answer?.text())?.split("</head>")[0] ?? "";
  expect(head).toMatch(HOLDER_ONLY);
  expect(head).toMatch(/<script src="\/_next\/static\/chunks\/main-app-[^"]+\.js" async="" nonce=/);
  await page.getByRole("button", { name: "Send me the code" }).click();
  expect(await page.evaluate(reactStarted), "React started before the click").toBe(false);
  release();
  await expect(page.getByRole("status").filter({ hasText: "We sent a 6-digit code to your e-mail address." })).toBeVisible();
  await waitForMail(half.email, ENROL_CODE_SUBJECT);
  expect(await mailTo(half.email, ENROL_CODE_SUBJECT)).toHaveLength(1);
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

test("a select's choice is made again as chosen, though React put back the value it rendered", async ({ page }) => {
  // The loader with a stand-in for React, listening on the document after it: at the select's input
  // it puts back the value rendered (as React does when it hydrates the select for that event), and
  // it notes the value each change carries. The held change must carry the visitor's choice.
  await page.setContent(
    `<html><head>${loaderScript([])}</head><body><label>Template <select><option value="">None</option>` +
      `<option value="thanks">Thank you</option></select></label><script>self.seen = [];` +
      `document.addEventListener("input", (event) => (event.target.value = ""), true);` +
      `document.addEventListener("change", (event) => self.seen.push(event.target.value), true);</script></body></html>`,
  );
  await page.getByLabel("Template").selectOption({ label: "Thank you" });
  expect(await page.evaluate(() => (self as unknown as { seen: string[] }).seen)).toEqual([]);
  await page.evaluate((name) => document.dispatchEvent(new Event(name)), HYDRATED_EVENT);
  await expect.poll(() => page.evaluate(() => (self as unknown as { seen: string[] }).seen)).toEqual(["thanks"]);
  await expect(page.getByLabel("Template")).toHaveValue("thanks");
});

test("a resume chosen before React started is read once it has", async ({ page }) => {
  await page.goto("/careers/jobs");
  const hrefs = await page.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  const job = hrefs.find((href) => /^\/careers\/jobs\/[a-z0-9-]+$/.test(href));
  expect(job).toBeTruthy();
  const release = await holdChunks(page, ENTRY_CHUNK);
  await page.goto(job ?? "", { waitUntil: "commit" });
  // The file is in the field at once, natively; React's onChange reads it once React has started.
  await page.getByLabel("Resume").setInputFiles(fixture("resume.pdf"));
  expect(await page.evaluate(reactStarted), "React started before the file was chosen").toBe(false);
  release();
  await expect(page.getByRole("region", { name: "Apply in a minute" }).getByRole("status").first()).toHaveText(/^Filled in from your resume: /);
});

test("a file chosen on a prerendered page before React started is checked once it has", async ({ page }) => {
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
