// The scripts a prerendered page's HTML names (script tags and the chunks of the client components
// its payload references), with their brotli sizes, for a build in <dir>/.next. Unlike the
// first-visit bench it counts no prefetch, so two builds compare like for like:
//   node tools/bench/page-scripts.mjs <dir> index.html about.html …
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/** Every `static/chunks/…js` the HTML names, and those of them loaded only as `noModule`. */
export function namedScripts(html) {
  const all = new Set([...html.matchAll(/\/_next\/(static\/chunks\/[^"'\\ ]+?\.js)/g)].map((match) => match[1]));
  const noModule = new Set([...html.matchAll(/<script src="\/_next\/(static\/chunks\/[^"]+\.js)"[^>]*noModule/g)].map((match) => match[1]));
  return { all, noModule };
}

/** A chunk's brotli size: its `.br` copy when the build made one (server/build.mjs), else
 * compressed here at the same quality (11). */
export function brotliBytes(nextDir, chunk) {
  // The HTML names a chunk by its URL: `app/(site)/recruitment-blog/%5Bslug%5D/page-….js`.
  const file = path.join(nextDir, decodeURIComponent(chunk));
  if (fs.existsSync(`${file}.br`)) return fs.statSync(`${file}.br`).size;
  return zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/**
 * The brotli KB of the scripts a browser fetched until idle (their URLs, measure.mjs `firstVisit`),
 * each weighed from the build that served it: like for like between two builds, whatever each
 * server compressed with (ours sends these .br files; `next start` sends gzip). Headers not counted.
 */
export function transferredScriptKb(nextDir, urls) {
  let bytes = 0;
  for (const url of urls) {
    const chunk = /^\/_next\/(static\/.+\.js)$/.exec(new URL(url).pathname)?.[1];
    if (!chunk) throw new Error(`${url}: a script the build did not make`);
    bytes += brotliBytes(nextDir, chunk);
  }
  return bytes / 1024;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = ".", ...pages] = process.argv.slice(2);
  for (const page of pages.length > 0 ? pages : ["index.html"]) {
    const { all } = namedScripts(fs.readFileSync(path.join(dir, ".next/server/app", page), "utf8"));
    let bytes = 0;
    for (const chunk of all) bytes += brotliBytes(path.join(dir, ".next"), chunk);
    console.log(`${page.padEnd(24)} ${String(all.size).padStart(3)} scripts  ${(bytes / 1024).toFixed(1).padStart(6)} KB brotli`);
  }
}
