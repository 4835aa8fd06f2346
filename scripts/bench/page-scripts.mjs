// The scripts a prerendered page's HTML names (script tags and the chunks of the client components
// its payload references), with their brotli sizes, for a build in <dir>/.next. Unlike the
// first-visit bench it counts no prefetch, so two builds compare like for like:
//   node scripts/bench/page-scripts.mjs <dir> index.html about.html …
import fs from "node:fs";
import path from "node:path";

const [dir = ".", ...pages] = process.argv.slice(2);
for (const page of pages.length > 0 ? pages : ["index.html"]) {
  const html = fs.readFileSync(path.join(dir, ".next/server/app", page), "utf8");
  const chunks = new Set([...html.matchAll(/\/_next\/static\/chunks\/[^"'\\ ]+?\.js/g)].map((match) => match[0]));
  let bytes = 0;
  for (const chunk of chunks) bytes += fs.statSync(path.join(dir, ".next", `${chunk.replace("/_next/", "")}.br`)).size;
  console.log(`${page.padEnd(24)} ${String(chunks.size).padStart(3)} scripts  ${(bytes / 1024).toFixed(1).padStart(6)} KB brotli`);
}
