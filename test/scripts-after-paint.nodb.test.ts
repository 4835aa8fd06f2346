// server/scripts-after-paint.mjs (#39): a prerendered page's chunk scripts leave <head> for one
// loader at the end of <body> that adds them once the first paint is reported; the webpack runtime, the
// noModule polyfills, the RSC payload and every other byte stay where Next put them, and the
// page version's CSP hashes the loader.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { scriptsAfterPaint } from "../server/scripts-after-paint.mjs";
// @ts-expect-error plain-Node script without types
import { pageVersion } from "../server/static-pages.mjs";

type Version = { headers: Record<string, string>; body(coding: string): Buffer };

const CHUNKS = ["/_next/static/chunks/main-app-1.js", "/_next/static/chunks/app/(site)/page-2.js"];
const HTML =
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/a.css"/>` +
  CHUNKS.map((src) => `<script src="${src}" async=""></script>`).join("") +
  `<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script></head>` +
  `<body><h1>Hello</h1><script src="/_next/static/chunks/webpack-4.js" id="_R_" async=""></script>` +
  `<script>self.__next_f.push([1,"0:{}"])</script></body></html>`;

describe("scripts after the first paint", () => {
  it("moves the head's chunk scripts into a loader at the end of the body, and nothing else", () => {
    const out = scriptsAfterPaint(HTML);
    const head = out.slice(0, out.indexOf("</head>"));
    expect(head).not.toContain("main-app-1.js");
    expect(head).toContain(`<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>`);
    expect(out).toContain(`<h1>Hello</h1><script src="/_next/static/chunks/webpack-4.js" id="_R_" async=""></script>`);
    expect(out).toContain(`<script>self.__next_f.push([1,"0:{}"])</script><script>(function(s){`);
    expect(out).toContain(`o.observe({type:"paint",buffered:true})})(${JSON.stringify(CHUNKS)})</script></body></html>`);
    // Without chunks in the head (or without a body) the page is left as it is.
    expect(scriptsAfterPaint(out)).toBe(out);
    expect(scriptsAfterPaint("<p>fragment</p>")).toBe("<p>fragment</p>");
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
    const loader = /<script>(\(function\(s\)[\s\S]*?)<\/script><\/body>/.exec(html)?.[1] ?? "";
    expect(page.headers["content-security-policy"]).toContain(`'sha256-${createHash("sha256").update(loader).digest("base64")}'`);
  });
});
