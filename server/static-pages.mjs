// Prerendered pages answered from memory (issue 24). A page version is asked of Next once, over a
// loopback request only this process can make (it carries this process's secret, FILL_HEADER):
// its inline scripts are hashed into its CSP then (in place of next.config.ts's 'unsafe-inline'
// placeholder), and every later GET or HEAD of the page's HTML is answered here without Next: a
// 304 to a matching If-None-Match (no body touched), otherwise its bytes, compressed once per
// version for brotli or gzip. Visitors who come while a version is asked for wait for that one
// request. A page's HTML does not depend on its query (a prerendered page cannot read it), so
// `/about?utm_source=x` gets /about's version; the router's RSC requests go to Next.
// A revalidation in this process (the operator saved the company details) empties the memory
// through the bridge's onPagesRevalidated (lib/core/revalidate.ts), so the next visit asks Next
// for the new version. Another instance's revalidation does not reach this memory, so a kept copy
// lasts KEEP_MS at most: then a visit asks Next again.
import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { bridge } from "../lib/core/bridge.mjs";
import { inlineScriptHashes, htmlOf, withScriptHashes } from "./csp-hashes.mjs";
import { chooseEncoding } from "./compressed-answer.mjs";
import { scriptsAfterPaint } from "./scripts-after-paint.mjs";

/** The header of the server's own loopback requests for a page version. */
export const FILL_HEADER = "x-site-page-fill";
// Header lines that describe one answer's bytes or connection, set again for each answer; no
// Last-Modified: the build's file time says nothing about a page rendered again since.
const PER_ANSWER = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "date",
  "connection",
  "keep-alive",
  "set-cookie",
  "last-modified",
  "x-request-id",
]);
export const KEEP_MS = 60_000;
const FILL_TIMEOUT_MS = 30_000;
const RSC_HEADERS = [
  "rsc",
  "next-router-prefetch",
  "next-router-state-tree",
  "next-router-segment-prefetch",
  "next-url",
];

/** A GET or HEAD of a page's HTML itself, not one of the router's RSC requests. */
export function isPageLoad(req) {
  return (
    (req.method === "GET" || req.method === "HEAD") && RSC_HEADERS.every((name) => req.headers[name] === undefined)
  );
}

/** True for the server's own loopback request made with `secret` (compared in constant time). */
export function isFillRequest(req, secret) {
  const given = Buffer.from(String(req.headers[FILL_HEADER] ?? ""));
  const wanted = Buffer.from(secret);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * Asks `server` itself for a path, as a visitor would but marked with `secret`: resolves to the
 * answer's status, header lines and bytes.
 */
export function renderThrough(server, secret) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  return (pathname) =>
    new Promise((resolve, reject) => {
      const { address, port, family } = server.address();
      const any = address === "0.0.0.0" || address === "::";
      const host = any ? (family === "IPv6" ? "::1" : "127.0.0.1") : address;
      const request = http.get(
        { host, port, path: pathname, agent, headers: { "accept-encoding": "identity", [FILL_HEADER]: secret } },
        (answer) => {
          const chunks = [];
          answer.on("data", (chunk) => chunks.push(chunk));
          answer.on("error", reject);
          answer.on("end", () => {
            const lines = [];
            for (let i = 0; i < answer.rawHeaders.length; i += 2)
              lines.push([answer.rawHeaders[i], answer.rawHeaders[i + 1]]);
            resolve({ status: answer.statusCode ?? 0, lines, body: Buffer.concat(chunks) });
          });
        },
      );
      request.on("error", reject);
      request.setTimeout(FILL_TIMEOUT_MS, () =>
        request.destroy(new Error(`no answer for ${pathname} within ${FILL_TIMEOUT_MS} ms`)),
      );
    });
}

/** True when an If-None-Match value names `etag` (or is `*`). */
export function etagMatches(ifNoneMatch, etag) {
  if (typeof ifNoneMatch !== "string" || !etag) return false;
  const bare = (tag) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

const ENCODERS = {
  identity: (html) => Buffer.from(html, "utf8"),
  br: (html) =>
    zlib.brotliCompressSync(html, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    }),
  gzip: (html) => zlib.gzipSync(html, { level: 6 }),
};

/** A page version made from Next's answer: its status, header lines (CSP with its scripts' hashes), ETag and bytes in each encoding (each made once). */
export function pageVersion({ status, lines, body }, keptAt) {
  const headers = {};
  const sentCoding = lines.find(([name]) => name.toLowerCase() === "content-encoding")?.[1];
  for (const [name, value] of lines) {
    const key = name.toLowerCase();
    if (PER_ANSWER.has(key)) continue;
    headers[key] = headers[key] === undefined ? value : [headers[key], value].flat();
  }
  const sent = htmlOf(headers["content-type"], sentCoding, body);
  // A page's own scripts run after its first paint (./scripts-after-paint.mjs); the hashes below include the loader's.
  const html =
    sent !== null && status === 200 ? scriptsAfterPaint(sent) : (sent ?? (sentCoding ? "" : body.toString("utf8")));
  const csp = headers["content-security-policy"];
  if (typeof csp === "string") headers["content-security-policy"] = withScriptHashes(csp, inlineScriptHashes(html));
  const vary = String(headers.vary ?? "");
  if (!/\baccept-encoding\b/i.test(vary)) headers.vary = vary ? `${vary}, Accept-Encoding` : "Accept-Encoding";
  const bodies = {};
  return {
    status,
    keptAt,
    etag: typeof headers.etag === "string" ? headers.etag : "",
    headers,
    body: (coding) => (bodies[coding] ??= ENCODERS[coding](html)),
  };
}

// What a 304 carries of the page's headers (RFC 9110 15.4.5): the browser or CDN keeps the other
// header lines of the copy the ETag names (its CSP, with that copy's hashes, among them).
const NOT_MODIFIED_HEADERS = ["cache-control", "content-location", "etag", "expires", "vary"];

/** Writes `page` as the answer to `req`: as kept, its scripts' hashes and loader in already. */
function send(req, res, page) {
  res.scriptSources = null;
  if (page.status === 200 && etagMatches(req.headers["if-none-match"], page.etag)) {
    for (const name of NOT_MODIFIED_HEADERS)
      if (page.headers[name] !== undefined) res.setHeader(name, page.headers[name]);
    res.writeHead(304);
    res.end();
    return;
  }
  for (const [name, value] of Object.entries(page.headers)) res.setHeader(name, value);
  const coding = chooseEncoding(req.headers["accept-encoding"]);
  const body = page.body(coding);
  if (coding !== "identity") res.setHeader("Content-Encoding", coding);
  res.setHeader("Content-Length", body.length);
  res.writeHead(page.status);
  res.end(req.method === "HEAD" ? undefined : body);
}

/** The memory of page versions; `render(pathname)` asks Next for one (renderThrough). */
export function staticPages({ render }) {
  let kept = new Map();
  let asking = new Map();
  let generation = 0;
  bridge.onPagesRevalidated = () => {
    generation += 1;
    kept = new Map();
    asking = new Map();
  };

  /** The version Next answers now: one request per path at a time; kept when it is a 200 and no revalidation came in between. */
  function ask(pathname) {
    const pending = asking.get(pathname);
    if (pending) return pending;
    const since = generation;
    const started = render(pathname).then((answer) => {
      const page = pageVersion(answer, Date.now());
      if (page.status === 200 && page.etag && since === generation) kept.set(pathname, page);
      return page;
    });
    const forget = () => {
      if (asking.get(pathname) === started) asking.delete(pathname);
    };
    started.then(forget, forget);
    asking.set(pathname, started);
    return started;
  }

  return {
    /** Answers a page load (isPageLoad) of a prerendered page; rejects, having written nothing, when Next could not be asked. */
    async serve(req, res, pathname) {
      let page = kept.get(pathname);
      if (page && Date.now() - page.keptAt > KEEP_MS) {
        kept.delete(pathname);
        page = undefined;
      }
      send(req, res, page ?? (await ask(pathname)));
    },
  };
}
