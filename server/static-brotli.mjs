// Brotli copies of the build's static JavaScript and CSS, made once after `next build` and served
// by server/server.mjs to browsers that accept br (Next itself only gzips on the fly).
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(js|css)$/;

export function precompressStatic(nextDir) {
  const staticDir = path.join(nextDir, "static");
  let files = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry.name)) {
        const compressed = zlib.brotliCompressSync(fs.readFileSync(full), {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
        });
        fs.writeFileSync(`${full}.br`, compressed);
        files += 1;
      }
    }
  };
  if (fs.existsSync(staticDir)) walk(staticDir);
  return files;
}

/**
 * Answers a request for /_next/static/... from its .br copy when the browser accepts br.
 * Answers 400 for a path with a malformed %-escape. Returns false to let Next handle everything else.
 */
export function serveBrotli(nextDir, req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "";
  if (!url.startsWith("/_next/static/")) return false;
  let relative;
  try {
    relative = decodeURIComponent(url.split("?")[0].slice("/_next/static/".length));
  } catch {
    // A malformed %-escape names no file we built.
    res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
    res.end("Bad request");
    return true;
  }
  if (!/\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""))) return false;
  if (!COMPRESSIBLE.test(relative) || relative.includes("..")) return false;
  const file = path.join(nextDir, "static", relative);
  let stat;
  try {
    stat = fs.statSync(`${file}.br`);
  } catch {
    return false;
  }
  res.writeHead(200, {
    "Content-Type": relative.endsWith(".css") ? "text/css; charset=utf-8" : "application/javascript; charset=utf-8",
    "Content-Encoding": "br",
    "Content-Length": stat.size,
    "Cache-Control": "public, max-age=31536000, immutable",
    Vary: "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  });
  if (req.method === "HEAD") res.end();
  else
    fs.createReadStream(`${file}.br`)
      .on("error", () => res.destroy())
      .pipe(res);
  return true;
}
