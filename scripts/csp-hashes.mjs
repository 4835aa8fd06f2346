// Content-Security-Policy without 'unsafe-inline' for scripts on the prerendered pages.
//
// Next needs inline scripts on every page: its RSC payload (`self.__next_f.push(...)`, different
// on every page and every build) and next-themes' pre-paint script (the same everywhere).
// next.config.ts headers are fixed before the pages are rendered, and nonces would make every
// page render per request, so the server reads the prerendered HTML of the build at start,
// hashes each page's inline scripts, and puts those hashes in place of 'unsafe-inline' in the
// script-src of the page's CSP. A static page is served byte for byte as built, so the hashes
// hold. What keeps 'unsafe-inline' (next.config.ts): pages rendered per request (login, the
// blog, admin, 404), whose RSC payload is only known while rendering; a nonce would need a
// proxy (middleware) on every request. Style attributes still need 'unsafe-inline' in style-src.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

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

/**
 * Makes the CSP that Next sets on this answer use `hashes` instead of 'unsafe-inline' for scripts,
 * whichever way the header is set (setHeader or writeHead).
 */
export function useScriptHashes(res, hashes) {
  interceptHeaders(res, (name, value) =>
    name === "content-security-policy" && typeof value === "string" ? withScriptHashes(value, hashes) : value);
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
