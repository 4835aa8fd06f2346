import { expect, test } from "./support/fixtures";

// Each page kind names its own card in <meta property="og:image">, and the card is a real PNG.
const PAGES: Array<[string, string, RegExp]> = [
  ["the home page", "/", /^\/opengraph-image/],
  ["a marketing page with its metadata in page.tsx", "/it-consulting", /^\/it-consulting\/opengraph-image/],
  ["a marketing page titled from lib/content", "/healthcare", /^\/healthcare\/opengraph-image/],
  ["a sign-in screen (the inherited default)", "/login", /^\/opengraph-image/],
  ["a blog landing", "/business-blog", /^\/business-blog\/opengraph-image/],
  [
    "a blog post",
    "/business-blog/ai-and-machine-learning-in-software-testing",
    /^\/business-blog\/ai-and-machine-learning-in-software-testing\/opengraph-image/,
  ],
];

test.describe("Open Graph images", () => {
  for (const [label, pathname, expected] of PAGES) {
    test(`${label} (${pathname}) points og:image at its generated PNG`, async ({ request }) => {
      const html = await (await request.get(pathname)).text();
      const url = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(new URL(url).pathname).toMatch(expected);
      expect(html).toMatch(/<meta property="og:image:width" content="1200"/);
      const image = await request.get(new URL(url).pathname + new URL(url).search);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
      const bytes = await image.body();
      expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(bytes.length).toBeGreaterThan(10_000);
    });
  }

  test("an unknown post has no card", async ({ request }) => {
    expect((await request.get("/business-blog/no-such-post/opengraph-image")).status()).toBe(404);
  });
});
