// Brotli copies of the build's static JavaScript and CSS and of the icon sprite, made once after
// `next build` and served by server/server.mjs to browsers that accept br (Next itself sends these
// uncompressed to this server's requests). The sprite (app/icons.svg/route.ts) is a route Next
// prerenders: its copy sits beside the body Next keeps, with the head that route gives it.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const COMPRESSIBLE = /\.(js|css)$/;
/** The cache policy Next sends with its own /_next/static files, sent with their copies too. */
const STATIC_CACHE = "public, max-age=31536000, immutable";
/** The icon sprite's path and the file Next keeps its prerendered body in. */
const SPRITE_PATH = "/icons.svg";
const spriteBody = (nextDir) => path.join(nextDir, "server", "app", "icons.svg.body");
/** The head the sprite's route gives it (its type and cache policy are written there only), as Next keeps it. */
const spriteHeads = new Map();
function spriteHead(nextDir) {
  if (!spriteHeads.has(nextDir)) {
    const meta = path.join(nextDir, "server", "app", "icons.svg.meta");
    const headers = fs.existsSync(meta) ? JSON.parse(fs.readFileSync(meta, "utf8")).headers : undefined;
    spriteHeads.set(
      nextDir,
      headers && { "Content-Type": headers["content-type"], "Cache-Control": headers["cache-control"] },
    );
  }
  return spriteHeads.get(nextDir);
}

const brotli = (file) =>
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );

export function precompressStatic(nextDir) {
  const staticDir = path.join(nextDir, "static");
  let files = 0;
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (COMPRESSIBLE.test(entry.name)) {
        brotli(full);
        files += 1;
      }
    }
  };
  if (fs.existsSync(staticDir)) walk(staticDir);
  if (fs.existsSync(spriteBody(nextDir))) {
    brotli(spriteBody(nextDir));
    files += 1;
  }
  return files;
}

/** Sends `file`'s .br copy, when there is one, with `head` (its type and cache policy); false when there is none. */
function sendBrotli(req, res, file, head) {
  let stat;
  try {
    stat = fs.statSync(`${file}.br`);
  } catch {
    return false;
  }
  res.writeHead(200, {
    ...head,
    "Content-Encoding": "br",
    "Content-Length": stat.size,
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

const acceptsBrotli = (req) => /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));

/**
 * Answers a request for /_next/static/... or for the icon sprite from its .br copy when the browser accepts br.
 * Answers 400 for a path with a malformed %-escape. Returns false to let Next handle everything else.
 */
export function serveBrotli(nextDir, req, res) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "";
  if (url.split("?")[0] === SPRITE_PATH)
    return (
      acceptsBrotli(req) &&
      Boolean(spriteHead(nextDir)) &&
      sendBrotli(req, res, spriteBody(nextDir), spriteHead(nextDir))
    );
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
  if (!acceptsBrotli(req)) return false;
  if (!COMPRESSIBLE.test(relative) || relative.includes("..")) return false;
  const type = relative.endsWith(".css") ? "text/css; charset=utf-8" : "application/javascript; charset=utf-8";
  return sendBrotli(req, res, path.join(nextDir, "static", relative), {
    "Content-Type": type,
    "Cache-Control": STATIC_CACHE,
  });
}
