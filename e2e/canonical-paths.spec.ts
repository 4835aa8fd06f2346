// Issue #23 item 6: a path Next would normalise never reaches it (a 308 to the canonical path, or
// a 400), no 404 may be kept by a cache, and no answer lets a shared cache keep it for a year.
import { expect, test } from "./support/fixtures";
import { sendRaw, type RawAnswer } from "./support/raw-http";

const port = () => Number(process.env.E2E_PORT);
const raw = (target: string, method = "GET", headers: Array<[string, string]> = []) =>
  sendRaw(port(), { method, path: target, headers, body: Buffer.alloc(0) }, 10_000);
const header = (answer: RawAnswer, name: string) => new RegExp(`^${name}: *(.*)$`, "im").exec(answer.head)?.[1]?.trim();
/** The longest shared lifetime an answer allows, in seconds (0 without s-maxage). */
const sharedLifetime = (cacheControl: string | undefined) => Number(/s-maxage=(\d+)/i.exec(cacheControl ?? "")?.[1] ?? "0");

test("encoded and dotted paths answer a 308 to the canonical path, never the page under other rules", async () => {
  const moved: Array<[string, string]> = [
    ["/x/%2e%2e/about", "/about"],
    ["/%2e/about", "/about"],
    ["/%61bout", "/about"],
    ["/%2E%2E/%61bout?tab=1", "/about?tab=1"],
    ["/./about", "/about"],
    ["/blogs/../about", "/about"],
    ["//about", "/about"],
    ["/_next/static/%2e%2e/%2e%2e/about", "/about"],
    ["/api/%68ealth", "/api/health"],
  ];
  for (const [target, location] of moved) {
    for (const method of ["GET", "HEAD", "POST"]) {
      const answer = await raw(target, method);
      expect(answer.status, `${method} ${target}`).toBe(308);
      expect(header(answer, "location"), `${method} ${target}`).toBe(location);
      expect(header(answer, "cache-control"), target).toBe("no-store");
      expect(answer.body, target).not.toContain("<html");
    }
  }
  const about = await raw("/about");
  expect(about.status).toBe(200);
  expect(about.body).toContain("<html");
});

test("/newsletter answers a 308 to the operator's /Newsletter, which is not redirected to itself", async () => {
  for (const method of ["GET", "HEAD"]) {
    const answer = await raw("/newsletter", method);
    expect(answer.status, method).toBe(308);
    expect(header(answer, "location"), method).toBe("/Newsletter");
    expect(answer.body, method).not.toContain("<html");
  }
  const page = await raw("/Newsletter");
  expect(page.status).not.toBe(308);
  expect(header(page, "location") ?? "").not.toBe("/Newsletter");
});

test("paths with no safe canonical form answer 400: encoded separators, NUL, backslashes, malformed escapes", async () => {
  for (const target of [
    "/x/..%2fabout",
    "/x%2F..%2Fabout",
    "/x/..%5cabout",
    "/x/..\\about",
    "/about%00",
    "/%E0%A4%A",
    "/about%",
    "/api/upload-file/%2e%2e%2fusers",
  ]) {
    const answer = await raw(target);
    expect(answer.status, target).toBe(400);
    expect(answer.body, target).toBe("Bad request");
    expect(header(answer, "cache-control"), target).toBe("no-store");
  }
  expect((await raw("/")).status).toBe(200);
});

const PAGES_404 = ["/no-such-page", "/blogs/no-such-area-or-post/deeper"];

test("every 404 is private, no-store: pages, route handlers, static files, images and blog images", async ({ request }) => {
  for (const target of [
    "/no-such-page",
    "/blogs/no-such-area-or-post/deeper",
    "/api/no-such-endpoint",
    "/_next/static/chunks/no-such-chunk.js",
    "/blog-images/no-such-image.webp",
    "/careers/jobs/no-such-job",
  ]) {
    const answer = await request.get(target, { maxRedirects: 0 });
    expect(answer.status(), target).toBe(404);
    expect(answer.headers()["cache-control"], target).toBe("private, no-store");
    if (!PAGES_404.includes(target)) continue;
    const rsc = await request.get(target, { maxRedirects: 0, headers: { RSC: "1" } });
    expect(rsc.status(), `RSC ${target}`).toBe(404);
    expect(rsc.headers()["cache-control"], `RSC ${target}`).toBe("private, no-store");
  }
});

test("no answer lets a shared cache keep it for more than five minutes: every page, its RSC payload, static files, images, API", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "/").pathname);
  expect(pages.length).toBeGreaterThan(20);
  const home = await (await request.get("/")).text();
  const assets = [...new Set([...home.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+)"/g)].map((match) => match[1] ?? ""))];
  expect(assets.length).toBeGreaterThan(3);
  const images = [...new Set([...home.matchAll(/src="(\/_next\/image\?[^"]+)"/g)].map((match) => (match[1] ?? "").replaceAll("&amp;", "&")))];
  const others = ["/robots.txt", "/sitemap.xml", "/opengraph-image", "/icon.svg", "/api/health", "/api/ready", "/Sitemap", "/home"];
  const checked: string[] = [];
  for (const target of [...pages, ...assets, ...images, ...others]) {
    for (const headers of [{}, { RSC: "1" }, { RSC: "1", "Next-Router-Prefetch": "1" }] as Array<Record<string, string>>) {
      const answer = await request.get(target, { headers, maxRedirects: 0 });
      expect(answer.status(), target).toBeLessThan(500);
      const cacheControl = answer.headers()["cache-control"];
      expect(sharedLifetime(cacheControl), `${target} ${JSON.stringify(headers)}: ${cacheControl}`).toBeLessThanOrEqual(300);
      checked.push(target);
    }
  }
  expect(checked.length).toBe(3 * (pages.length + assets.length + images.length + others.length));
});
