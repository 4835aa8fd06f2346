// tools/bench/page-scripts.mjs (#39 item 1): the scripts a browser fetched until idle are weighed as
// the build that served them has them in brotli, so two builds compare alike whatever their servers send.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { namedScripts, transferredScriptKb } from "../tools/bench/page-scripts.mjs";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "page-scripts-"));
const chunks = path.join(dir, "static/chunks");
fs.mkdirSync(path.join(chunks, "app/[slug]"), { recursive: true });
// One chunk with its build-made .br copy, one without (compressed at quality 11 when weighed).
fs.writeFileSync(path.join(chunks, "main-1.js"), "x".repeat(5000));
fs.writeFileSync(path.join(chunks, "main-1.js.br"), Buffer.alloc(2048));
const page = `console.log(${JSON.stringify("a page's chunk ".repeat(200))})`;
fs.writeFileSync(path.join(chunks, "app/[slug]/page-2.js"), page);
const pageBrotli = zlib.brotliCompressSync(page, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("scripts transferred until idle", () => {
  it("weighs each fetched script as its build's brotli file, the URL's escapes read", () => {
    const urls = ["http://127.0.0.1:1/_next/static/chunks/main-1.js", "http://127.0.0.1:1/_next/static/chunks/app/%5Bslug%5D/page-2.js"];
    expect(transferredScriptKb(dir, urls)).toBe((2048 + pageBrotli) / 1024);
    expect(transferredScriptKb(dir, [])).toBe(0);
  });

  it("refuses a script the build did not make", () => {
    expect(() => transferredScriptKb(dir, ["http://127.0.0.1:1/analytics.js"])).toThrow("a script the build did not make");
  });

  it("reads the chunks a page names, in tags or in the loader's list, apart from the noModule ones", () => {
    const html =
      `<script src="/_next/static/chunks/polyfills-3.js" noModule=""></script>` +
      `<script>(function loader(sources){})(["/_next/static/chunks/main-1.js"])</script>`;
    const { all, noModule } = namedScripts(html);
    expect([...all]).toEqual(["static/chunks/polyfills-3.js", "static/chunks/main-1.js"]);
    expect([...noModule]).toEqual(["static/chunks/polyfills-3.js"]);
  });
});
