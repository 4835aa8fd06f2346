// Content-Security-Policy without 'unsafe-inline' for scripts on the prerendered pages.
//
// Next needs inline scripts on every page: its RSC payload (`self.__next_f.push(...)`, different
// on every page and every build) and the theme's pre-paint script (the same everywhere).
// next.config.ts headers are fixed before the pages are rendered, and nonces would make every
// page render per request, so the server reads the prerendered HTML of the build at start,
// hashes each page's inline scripts, and puts those hashes in place of 'unsafe-inline' in the
// script-src of the page's CSP. A page rendered again after a revalidatePath (the company details)
// has a new RSC payload, so the server hashes each version it answers from memory once, when it
// asks Next for it (server/static-pages.mjs). Pages rendered per request (login, the blog, admin,
// 404), whose RSC payload is only known while rendering, get a nonce instead (server/csp-nonce.mjs,
// server/site-response.mjs). Style attributes still need 'unsafe-inline' in style-src.
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

/**
 * Path → hashes, for every page the build prerendered: for good, or rendered again after a time
 * (`revalidate`, the site's layout: the footer's year). server/static-pages.mjs hashes each version it keeps.
 */
export function prerenderedScriptHashes(nextDir) {
  const manifestFile = path.join(nextDir, "prerender-manifest.json");
  const byPath = new Map();
  if (!fs.existsSync(manifestFile)) return byPath;
  const { routes } = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
  for (const [route, info] of Object.entries(routes)) {
    if (info.routeType !== "page" || info.initialStatus) continue;
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

/** The HTML of an answer's bytes as sent, or null when it is not HTML (an RSC payload, a HEAD). */
export function htmlOf(type, encoding, body) {
  if (!/text\/html/i.test(String(type ?? "")) || body.length === 0) return null;
  const coding = String(encoding ?? "").toLowerCase();
  if (coding === "br") return zlib.brotliDecompressSync(body).toString("utf8");
  if (coding === "gzip") return zlib.gunzipSync(body).toString("utf8");
  if (coding === "deflate") return zlib.inflateSync(body).toString("utf8");
  return coding && coding !== "identity" ? null : body.toString("utf8");
}

/** The hashes of the inline scripts of an answer's bytes, or null when it is not HTML (or unreadable). */
export function sentScriptHashes(headerOf, body) {
  try {
    const html = htmlOf(headerOf("content-type"), headerOf("content-encoding"), body);
    return html === null ? null : inlineScriptHashes(html);
  } catch {
    return null;
  }
}
