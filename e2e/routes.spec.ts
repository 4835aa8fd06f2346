import { expect, test } from "./support/fixtures";

const ALIASES: Array<[string, string]> = [
  ["/home", "/"],
  ["/about-us", "/about"],
  ["/about-us.html", "/about"],
  ["/contact_us", "/contact"],
  ["/contact-us", "/contact"],
  ["/services/it-consulting", "/it-consulting"],
  ["/services/recruitment", "/recruitment"],
  ["/services/digital-marketing", "/digital-marketing"],
  ["/services/business-consulting", "/business-consulting"],
  ["/itRecruitment", "/it-recruitment"],
  ["/healthcare.html", "/healthcare"],
  ["/digital-marketing-blogs", "/digital-blog"],
  ["/privacy-policy", "/terms#privacy-policy"],
  ["/Sitemap", "/sitemap.xml"],
];

test.describe("route table", () => {
  for (const [alias, target] of ALIASES) {
    test(`${alias} redirects permanently (308) to ${target}`, async ({ request }) => {
      const response = await request.get(alias, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers()["location"] ?? "", "http://x").pathname + new URL(response.headers()["location"] ?? "", "http://x").hash).toBe(target);
    });
  }

  test("/sitemap is not swallowed by the /Sitemap alias", async ({ request }) => {
    const response = await request.get("/sitemap", { maxRedirects: 0 });
    expect(response.status()).not.toBe(308);
  });

  test("sitemap.xml lists the canonical pages and robots.txt points at it", async ({ request, baseURL }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const page of ["/it-consulting", "/recruitment", "/contact", "/terms", "/business-blog", "/merge-form"]) {
      expect(sitemap).toContain(`${baseURL}${page}</loc>`);
    }
    expect(sitemap).not.toContain("/home<");
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("every response carries the security headers and no X-Powered-By", async ({ request }) => {
    for (const path of ["/", "/robots.txt", "/no-such-page"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["x-powered-by"]).toBeUndefined();
    }
  });
});

test("static JavaScript is served brotli-compressed to browsers that accept it", async ({ request }) => {
  const html = await (await request.get("/")).text();
  const chunk = html.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)?.[0];
  expect(chunk).toBeTruthy();
  const response = await request.get(chunk ?? "", { headers: { "accept-encoding": "br" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-encoding"]).toBe("br");
  expect(response.headers()["content-type"]).toContain("javascript");
  expect((await response.text()).length).toBeGreaterThan(100);
});

test("a page rendered per request streams brotli-compressed, and gzip to a browser that takes no brotli (server/compressed-answer.mjs)", async ({
  page,
  request,
}) => {
  const answer = await page.goto("/careers/jobs");
  const headers = (await answer?.allHeaders()) ?? {};
  expect([headers["content-encoding"], headers["content-length"], headers["transfer-encoding"]]).toEqual(["br", undefined, "chunked"]);
  expect(headers.vary).toContain("Accept-Encoding");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const gzip = await request.get("/careers/jobs", { headers: { "accept-encoding": "gzip" } });
  expect(gzip.headers()["content-encoding"]).toBe("gzip");
  expect(await gzip.text()).toContain("</html>");
  const plain = await request.get("/careers/jobs", { headers: { "accept-encoding": "identity" } });
  expect(plain.headers()["content-encoding"]).toBeUndefined();
});
