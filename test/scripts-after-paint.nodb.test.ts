// server/scripts-after-paint.mjs (#39): a prerendered page's chunk scripts leave <head> for one
// loader, where the first of them stood, that adds them once the first paint is reported; the webpack
// runtime, the noModule polyfills, the RSC payload and every other byte stay where Next put them, and
// the page version's CSP hashes the loader.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { HYDRATED_EVENT } from "../lib/client/hydrated-event.mjs";
import { loaderScript, scriptsAfterPaint } from "../server/scripts-after-paint.mjs";
// @ts-expect-error plain-Node script without types
import { pageVersion } from "../server/static-pages.mjs";

type Version = { headers: Record<string, string>; body(coding: string): Buffer };

const CHUNKS = ["/_next/static/chunks/main-app-1.js", "/_next/static/chunks/app/(site)/page-2.js"];
const BEFORE = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>`;
const AFTER =
  `<meta name="x"/><script src="/_next/static/chunks/polyfills-3.js" noModule=""></script></head>` +
  `<body><h1>Hello</h1><script src="/_next/static/chunks/webpack-4.js" id="_R_" async=""></script>` +
  `<script>self.__next_f.push([1,"0:{}"])</script></body></html>`;
const HTML =
  BEFORE + `<script src="${CHUNKS[0]}" async=""></script>` + `<link rel="preload" href="/f.woff2"/>` + `<script src="${CHUNKS[1]}" async=""></script>` + AFTER;

describe("scripts after the first paint", () => {
  it("puts one loader where the head's first chunk script stood, and changes nothing else", () => {
    const out = scriptsAfterPaint(HTML);
    expect(out).toBe(BEFORE + loaderScript(CHUNKS) + `<link rel="preload" href="/f.woff2"/>` + AFTER);
    expect(loaderScript(CHUNKS)).toMatch(/^<script>\(function loader\(sources, hydratedEvent\) \{[\s\S]*\}\)\(\["\/_next\/static\/chunks\/main-app-1\.js",/);
    expect(loaderScript(CHUNKS).endsWith(`)(${JSON.stringify(CHUNKS)},"${HYDRATED_EVENT}")</script>`)).toBe(true);
    // Sent to every visitor: one line, no comment.
    expect(loaderScript(CHUNKS)).not.toMatch(/\n|\/\/|\/\*/);
    // A source cannot end the script early.
    expect(loaderScript(["/x</script><b>.js"])).toContain(`"/x\\u003c/script>\\u003cb>.js"`);
    // Without chunks in the head (or without a head) the page is left as it is.
    expect(scriptsAfterPaint(out)).toBe(out);
    expect(scriptsAfterPaint("<p>fragment</p>")).toBe("<p>fragment</p>");
  });

  it("without afterPaint, keeps every chunk script and puts the loader, with no sources, before the first", () => {
    const out = scriptsAfterPaint(HTML, false);
    expect(out).toBe(BEFORE + loaderScript([]) + HTML.slice(BEFORE.length));
    expect(scriptsAfterPaint("<p>fragment</p>", false)).toBe("<p>fragment</p>");
  });

  it("answers a kept page with the loader, its hash in the CSP", () => {
    const csp = "default-src 'self'; script-src 'self' 'unsafe-inline'";
    const page: Version = pageVersion(
      {
        status: 200,
        lines: [
          ["Content-Type", "text/html; charset=utf-8"],
          ["Content-Security-Policy", csp],
          ["ETag", '"v1"'],
        ],
        body: Buffer.from(HTML),
      },
      0,
    );
    const html = page.body("identity").toString();
    expect(html).toBe(scriptsAfterPaint(HTML));
    const loader = /<script>(\(function loader\(sources, hydratedEvent\)[\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(page.headers["content-security-policy"]).toContain(`'sha256-${createHash("sha256").update(loader).digest("base64")}'`);
  });
});
