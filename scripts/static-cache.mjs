// Caching of the prerendered pages (the ones scripts/csp-hashes.mjs finds): a CDN or browser may
// keep them, and revalidates them cheaply.
//
// Next already answers them with an ETag and a 304 to a matching If-None-Match, but with
// `Cache-Control: s-maxage=31536000`: a CDN would keep the build's page for a year after the next
// deploy. Here they get a Last-Modified (the build's HTML file time) and a short shared lifetime
// with stale-while-revalidate: a CDN serves its copy for up to STATIC_PAGE_S_MAXAGE seconds, then
// answers from it once more while it revalidates (a 304 when the page is unchanged), for at most
// STATIC_PAGE_STALE seconds. Browsers revalidate every time (max-age=0). A prerendered page is
// served byte for byte as built, so it only changes with a deploy: what a publish or moderation
// changes (blog landings, explore pages, posts, the sitemap) renders per request with
// `Cache-Control: private, no-store` and is never kept by a CDN, so it shows at once.
import fs from "node:fs";
import { interceptHeaders, prerenderedHtmlFile } from "./csp-hashes.mjs";

export const STATIC_PAGE_S_MAXAGE = 300;
export const STATIC_PAGE_STALE = 86_400;
export const STATIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${STATIC_PAGE_S_MAXAGE}, stale-while-revalidate=${STATIC_PAGE_STALE}`;

/** Path → { lastModified (HTTP date), modifiedAt (ms, whole seconds), etag (learnt from Next's first answer) }. */
export function staticPages(nextDir, routes) {
  const pages = new Map();
  for (const route of routes) {
    const file = prerenderedHtmlFile(nextDir, route);
    if (!fs.existsSync(file)) continue;
    const modifiedAt = Math.floor(fs.statSync(file).mtimeMs / 1000) * 1000;
    pages.set(route, { lastModified: new Date(modifiedAt).toUTCString(), modifiedAt, etag: undefined });
  }
  return pages;
}

/**
 * For a GET or HEAD of a prerendered page's HTML (not an RSC request of the client router):
 * - If-None-Match wins over If-Modified-Since (RFC 9110, 13.1.3), so the latter is dropped;
 * - If-Modified-Since alone at or after the page's time becomes If-None-Match of the page's
 *   ETag (known from an earlier answer: the page cannot change while this process runs), so
 *   Next answers the 304 with all its headers; before the first answer it simply gets a 200;
 * - the answer carries Last-Modified and STATIC_PAGE_CACHE_CONTROL in place of Next's year.
 */
export function useStaticCaching(req, res, page) {
  const since = req.headers["if-modified-since"];
  if (since !== undefined) {
    delete req.headers["if-modified-since"];
    const sinceMs = Date.parse(String(since));
    if (req.headers["if-none-match"] === undefined && page.etag && sinceMs >= page.modifiedAt) req.headers["if-none-match"] = page.etag;
  }
  res.setHeader("Last-Modified", page.lastModified);
  interceptHeaders(res, (name, value) => {
    if (name === "etag" && typeof value === "string") page.etag = value;
    if (name === "cache-control" && typeof value === "string" && value.includes("s-maxage")) return STATIC_PAGE_CACHE_CONTROL;
    return value;
  });
}
