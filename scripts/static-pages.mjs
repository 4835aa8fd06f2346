// Prerendered pages answered from memory (issue 24): the first plain GET of a page version goes
// through Next, held by useSentScriptHashes (which hashes its inline scripts for its CSP); what
// went out (status 200, its header lines as written, its HTML) is kept under its path. Later plain
// GETs and HEADs of that path are answered here without Next: a 304 to a matching If-None-Match
// (no body touched), otherwise the kept HTML, compressed once per version for brotli or gzip.
// A revalidation in this process (the operator saved the company details) empties the memory
// through globalThis.__onPagesRevalidated (lib/core/revalidate.ts), so the next visit renders the
// new version through Next and that one is kept. Another instance's revalidation does not reach
// this memory, so a kept copy lasts KEEP_MS at most: then a visit goes through Next again. "Plain": no query, and none of the headers of the
// router's RSC requests, which Next answers with the page's payload instead of its HTML.
import zlib from "node:zlib";

// Header lines that describe one answer's bytes or connection, set again for each answer.
const PER_ANSWER = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "connection", "keep-alive", "set-cookie"]);
export const KEEP_MS = 60_000;
const RSC_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-url"];

/** A GET or HEAD of the page's HTML itself: no query, not one of the router's RSC requests. */
export function isPlainPageLoad(req, pathname) {
  return (req.method === "GET" || req.method === "HEAD") && req.url === pathname && RSC_HEADERS.every((name) => req.headers[name] === undefined);
}

/** The header lines Node wrote for `res` (its status line left out) that describe the page, not this answer. */
export function pageHeaderLines(rawHead) {
  return String(rawHead ?? "")
    .split("\r\n")
    .slice(1)
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()])
    .filter(([name]) => name && !PER_ANSWER.has(name.toLowerCase()));
}

/** True when an If-None-Match value names `etag` (or is `*`). */
export function etagMatches(ifNoneMatch, etag) {
  if (typeof ifNoneMatch !== "string" || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** "br", "gzip" or "identity": what to send for an Accept-Encoding value. */
export function chooseEncoding(acceptEncoding) {
  const accepted = new Map(
    String(acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().toLowerCase().split(";"))
      .filter(([name]) => name)
      .map(([name, ...params]) => [name, Number(/q=([\d.]+)/.exec(params.join(";"))?.[1] ?? 1)]),
  );
  const wanted = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (wanted("br")) return "br";
  if (wanted("gzip")) return "gzip";
  return "identity";
}

const ENCODERS = {
  identity: (html) => Buffer.from(html, "utf8"),
  br: (html) => zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } }),
  gzip: (html) => zlib.gzipSync(html, { level: 6 }),
};

/** A page version: its header lines, its ETag and its bytes in each encoding (each made once). */
function pageVersion(lines, html, keptAt) {
  const headers = {};
  for (const [name, value] of lines) {
    const key = name.toLowerCase();
    headers[key] = headers[key] === undefined ? value : [headers[key], value].flat();
  }
  const vary = String(headers.vary ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  const bodies = {};
  return {
    keptAt,
    etag: typeof headers.etag === "string" ? headers.etag : "",
    headers,
    body: (coding) => (bodies[coding] ??= ENCODERS[coding](html)),
  };
}

export function staticPages() {
  let kept = new Map();
  let generation = 0;
  globalThis.__onPagesRevalidated = () => {
    generation += 1;
    kept = new Map();
  };
  return {
    /** Answers a plain load of a kept page; false when the page is not kept (Next answers it then). */
    serve(req, res, pathname) {
      const page = isPlainPageLoad(req, pathname) ? kept.get(pathname) : undefined;
      if (!page) return false;
      if (Date.now() - page.keptAt > KEEP_MS) {
        kept.delete(pathname);
        return false;
      }
      for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
      if (etagMatches(req.headers["if-none-match"], page.etag)) {
        res.writeHead(304);
        res.end();
        return true;
      }
      const coding = chooseEncoding(req.headers["accept-encoding"]);
      const body = page.body(coding);
      if (coding !== "identity") res.setHeader("Content-Encoding", coding);
      res.setHeader("Content-Length", body.length);
      res.writeHead(200);
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    },
    /**
     * What to call with the HTML of this request's answer once it has been sent whole: keeps it
     * when the request was a plain GET answered 200 and no revalidation came in between.
     */
    keeper(req, res, pathname) {
      const since = generation;
      const plainGet = req.method === "GET" && isPlainPageLoad(req, pathname);
      return (html) => {
        if (!plainGet || res.statusCode !== 200 || since !== generation) return;
        const page = pageVersion(pageHeaderLines(res._header), html, Date.now());
        if (page.etag) kept.set(pathname, page);
      };
    },
  };
}
