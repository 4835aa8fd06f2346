// Issue #23 item 9: no page allows inline scripts it did not choose. Prerendered pages list the
// hashes of their own inline scripts (server-hardening.spec.ts); pages rendered per request get a
// fresh nonce that Next puts on its scripts, and still work in Chromium with no CSP violation.
import { createHash } from "node:crypto";
import type { APIRequestContext, BrowserContext } from "@playwright/test";
import { baseUrl, expect, signIn, test } from "./support/accounts";

// Rendered per request: the account screens that read the session, the visitor's and the
// operator's areas, the blogs, the jobs, the 404 page. (/signup, /blogs and the like are prerendered.)
const PER_REQUEST = [
  "/login",
  "/google-login",
  "/operator-invite",
  "/account",
  "/account/applications",
  "/admin",
  "/admin/company",
  "/admin/operators",
  "/admin/audit",
  "/admin/blog-posts/new",
  "/Newsletter",
  "/business-blog",
  "/digital-blog",
  "/recruitment-blog",
  "/careers/jobs",
  "/no-such-page",
];

const scriptSrcOf = (csp: string | undefined) => /script-src ([^;]*)/.exec(csp ?? "")?.[1] ?? "";
const INLINE = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")([^>]*)>([\s\S]*?)<\/script>/g;

async function sitemapPages(request: APIRequestContext): Promise<string[]> {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
}

/** A user's and an operator's browser contexts; the operator also sees the visitor's pages. */
async function operatorContext(browser: import("@playwright/test").Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl() });
  await signIn(context, "operator");
  return context;
}

test("every page in the sitemap and every page rendered per request has a script-src without 'unsafe-inline'", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await operatorContext(browser);
  const pages = [...new Set([...(await sitemapPages(context.request)), ...PER_REQUEST])];
  expect(pages.length).toBeGreaterThan(PER_REQUEST.length + 20);
  const nonced: string[] = [];
  for (const pagePath of pages) {
    const answer = await context.request.get(pagePath, { maxRedirects: 0 });
    expect([200, 404], pagePath).toContain(answer.status());
    const scriptSrc = scriptSrcOf(answer.headers()["content-security-policy"]);
    expect(scriptSrc, pagePath).toMatch(/^'self' /);
    expect(scriptSrc, pagePath).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(scriptSrc)?.[1];
    const html = await answer.text();
    const inline = [...html.matchAll(INLINE)];
    // A post another test removes after the sitemap was read answers a 404: its scripts are checked
    // below all the same, the count only on pages that are there.
    if (answer.status() === 200) expect(inline.length, pagePath).toBeGreaterThanOrEqual(3);
    for (const [, attributes = "", body = ""] of inline) {
      const hash = `'sha256-${createHash("sha256").update(body).digest("base64")}'`;
      const allowed = scriptSrc.includes(hash) || (nonce !== undefined && attributes.includes(` nonce="${nonce}"`));
      expect(allowed, `${pagePath}: ${body.slice(0, 80)}`).toBe(true);
    }
    if (nonce) nonced.push(pagePath);
  }
  // The per-request pages are the ones with a nonce, and every answer has its own.
  for (const pagePath of PER_REQUEST) expect(nonced, pagePath).toContain(pagePath);
  const again = scriptSrcOf((await context.request.get("/login")).headers()["content-security-policy"]);
  const first = scriptSrcOf((await context.request.get("/login")).headers()["content-security-policy"]);
  expect(again).toMatch(/'nonce-[A-Za-z0-9+/]{24}'/);
  expect(again).not.toBe(first);
  // A nonce the client sends in its own request header is not the one used.
  const forged = await context.request.get("/login", { headers: { "Content-Security-Policy": "script-src 'nonce-Zm9yZ2VkZm9yZ2VkZm9yZ2Vk'" } });
  expect(scriptSrcOf(forged.headers()["content-security-policy"])).not.toContain("Zm9yZ2VkZm9yZ2VkZm9yZ2Vk");
  expect(await forged.text()).not.toContain('nonce="Zm9yZ2VkZm9yZ2VkZm9yZ2Vk"');
  await context.close();
});

test("pages rendered per request run their scripts in Chromium with no CSP violation", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await operatorContext(browser);
  const page = await context.newPage();
  const refused: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(`${page.url()}: ${message.text()}`);
  });
  for (const pagePath of [...PER_REQUEST, "/", "/about"]) {
    await page.goto(pagePath);
    // The theme's pre-paint script ran (hash), and React hydrated the page, which it can only do
    // with the RSC payload of Next's inline scripts (nonce).
    await expect(page.locator("html"), pagePath).toHaveClass(/\blight\b/);
    await expect.poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber"))), { message: pagePath }).toBe(true);
  }
  // A client-side navigation from a per-request page still works.
  await page.goto("/blogs");
  await page.getByRole("link", { name: "About Us" }).first().click();
  await expect(page).toHaveURL(/\/about$/);
  expect(refused).toEqual([]);
  await context.close();
});
