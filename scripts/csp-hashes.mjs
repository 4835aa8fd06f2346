// Content-Security-Policy without 'unsafe-inline' for scripts on the prerendered pages.
//
// Next needs inline scripts on every page: its RSC payload (`self.__next_f.push(...)`, different
// on every page and every build) and next-themes' pre-paint script (the same everywhere).
// next.config.ts headers are fixed before the pages are rendered, and nonces would make every
// page render per request, so the server reads the prerendered HTML of the build at start,
// hashes each page's inline scripts, and puts those hashes in place of 'unsafe-inline' in the
// script-src of the page's CSP. A page rendered again after a revalidatePath (the company details)
// has a new RSC payload, so the server hashes the HTML it actually sends (useSentScriptHashes).
// Pages rendered per request (login, the blog, admin, 404), whose RSC payload is only known while
// rendering, get a nonce instead (scripts/csp-nonce.mjs, scripts/response-guard.mjs). Style
// attributes still need 'unsafe-inline' in style-src.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/** The sha256 source expressions of the executable inline scripts in `html` (JSON-LD data is not run). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\stype=["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "text/javascript" && type !== "module") continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/** Where the build keeps the prerendered HTML of `route`. */
export function prerenderedHtmlFile(nextDir, route) {
  return path.join(nextDir, "server", "app", `${route === "/" ? "/index" : route}.html`);
}

/** Path → hashes, for every page the build prerendered for good (no revalidation). */
export function prerenderedScriptHashes(nextDir) {
  const manifestFile = path.join(nextDir, "prerender-manifest.json");
  const byPath = new Map();
  if (!fs.existsSync(manifestFile)) return byPath;
  const { routes } = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  for (const [route, info] of Object.entries(routes)) {
    if (info.initialRevalidateSeconds !== false || info.routeType !== "page" || info.initialStatus) continue;
    const file = prerenderedHtmlFile(nextDir, route);
    if (fs.existsSync(file)) byPath.set(route, inlineScriptHashes(fs.readFileSync(file, "utf8")));
  }
  return byPath;
}

/** `csp` with 'unsafe-inline' in script-src replaced by `hashes`. */
export function withScriptHashes(csp, hashes) {
  return csp
    .split(";")
    .map((directive) => {
      const trimmed = directive.trim();
      if (!trimmed.startsWith("script-src ")) return trimmed;
      return trimmed.replace("'unsafe-inline'", hashes.join(" "));
    })
    .join("; ");
}

const toBuffer = (chunk, encoding) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));

/** The HTML of an answer's bytes as sent, or null when it is not HTML (an RSC payload, a HEAD). */
function htmlOf(type, encoding, body) {
  if (!/text\/html/i.test(String(type ?? "")) || body.length === 0) return null;
  const coding = String(encoding ?? "").toLowerCase();
  if (coding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (coding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  if (coding === "deflate") return zlib.inflateSync(body).toString("utf8");
  return coding && coding !== "identity" ? null : body.toString("utf8");
}

/** ETag → the script hashes of the HTML sent with it, for the 304s (bounded: a few per page). */
const KNOWN_VERSIONS = 2000;
export function versionHashes() {
  const known = new Map();
  return {
    get: (etag) => known.get(etag),
    has: (etag) => known.has(etag),
    set(etag, hashes) {
      known.delete(etag);
      known.set(etag, hashes);
      if (known.size > KNOWN_VERSIONS) known.delete(known.keys().next().value);
    },
  };
}

/**
 * Holds an answer until it ends, once `hold(status)` says so when its status is known (any other
 * answer passes straight through): its head and body are kept, `finish({ status, body, headerOf,
 * fields })` runs before the head is written (it may set headers or change `fields`, the head's
 * header object) and may return what to run once the answer has gone out whole.
 */
export function holdAnswer(res, { hold = () => true, finish }) {
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const flushHeaders = res.flushHeaders.bind(res);
  let held; // undefined until the status is known
  let head;
  const chunks = [];
  const decide = (status) => (held ??= hold(status));
  res.writeHead = (status, ...rest) => {
    if (!decide(status)) return writeHead(status, ...rest);
    head = [status, ...rest];
    return res;
  };
  res.flushHeaders = () => (held === true ? undefined : flushHeaders());
  res.write = (chunk, encoding, callback) => {
    if (!decide(res.statusCode)) return write(chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    (typeof encoding === "function" ? encoding : callback)?.();
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    if (!decide(res.statusCode)) return end(chunk, encoding, callback);
    const done = [chunk, encoding, callback].find((arg) => typeof arg === "function");
    if (chunk && typeof chunk !== "function") chunks.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(chunks);
    const fields = head?.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    const headerOf = (name) => {
      const key = fields && Object.keys(fields).find((k) => k.toLowerCase() === name);
      return key ? fields[key] : res.getHeader(name);
    };
    const status = typeof head?.[0] === "number" ? head[0] : res.statusCode;
    const after = finish({ status, body, headerOf, fields });
    writeHead(...(head ?? [res.statusCode]));
    const ended = end(body, done);
    after?.();
    return ended;
  };
}

/** The hashes of the inline scripts of an answer's bytes, or null when it is not HTML (or unreadable). */
export function sentScriptHashes(headerOf, body) {
  try {
    const html = htmlOf(headerOf("content-type"), headerOf("content-encoding"), body);
    return html === null ? null : { html, hashes: inlineScriptHashes(html) };
  } catch {
    return null;
  }
}

/**
 * The CSP of a prerendered page that may have been rendered again since the build (a
 * revalidatePath after the operator saved the company details changes its RSC payload): the
 * answer is held until it ends and the hashes come from the HTML actually sent, remembered under
 * the answer's ETag. A 304 has no HTML: the browser runs the copy whose ETag matched, so its CSP
 * takes the hashes remembered for that ETag; an If-None-Match this process has not seen (a copy
 * from before a restart) is dropped, and the page is sent whole. `built` (the build's hashes)
 * serve answers without HTML. `onSent(html)` gets the HTML of a 200 once it has gone out.
 */
export function useSentScriptHashes(req, res, built, versions, onSent = () => undefined) {
  const asked = req.headers["if-none-match"];
  if (asked !== undefined && !versions.has(String(asked))) delete req.headers["if-none-match"];
  delete req.headers["if-modified-since"];
  holdAnswer(res, {
    finish({ status, body, headerOf, fields }) {
      const sent = sentScriptHashes(headerOf, body);
      const hashes = sent?.hashes ?? (status === 304 ? (versions.get(String(req.headers["if-none-match"])) ?? built) : built);
      const etag = headerOf("etag");
      if (sent && typeof etag === "string") versions.set(etag, hashes);
      const csp = res.getHeader("content-security-policy");
      if (typeof csp === "string" && !res.headersSent) res.setHeader("content-security-policy", withScriptHashes(csp, hashes));
      if (fields) for (const key of Object.keys(fields)) if (key.toLowerCase() === "content-security-policy") fields[key] = withScriptHashes(fields[key], hashes);
      return () => {
        if (sent && status === 200) onSent(sent.html);
      };
    },
  });
}

/**
 * Passes every header Next sets on this answer through `fix(lower-case name, value)`, whichever
 * way it is set (setHeader or writeHead); `fix` returns the value to send.
 */
export function interceptHeaders(res, fix) {
  const fixed = (name, value) => fix(String(name).toLowerCase(), value);
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => setHeader(name, fixed(name, value));
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const headers = rest.find((arg) => arg && typeof arg === "object");
    if (headers && !Array.isArray(headers)) for (const key of Object.keys(headers)) headers[key] = fixed(key, headers[key]);
    return writeHead(status, ...rest);
  };
}
