// Nonces for the answers Next renders per request (login, account, the operator's area, the blog,
// 404): the server makes one per request and hands it to Next as the request's
// Content-Security-Policy header, which is where Next's renderer reads it
// (next/dist/server/app-render/get-script-nonce-from-header.js) to put it on its bootstrap and
// RSC payload scripts. Done here rather than in proxy.ts: what an answer allows depends on its
// status (a 5xx also the built error page's scripts, a 404 its own: server/site-response.mjs),
// which a proxy, running before the page, cannot know; and the prerendered pages, answered from
// memory with their hashes (server/static-pages.mjs), run no proxy at all.
// Inline scripts outside Next's (the theme's pre-paint script in the root layout) carry no nonce:
// the layout stays static, so they are allowed by the hashes every prerendered page shares.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { inlineScriptHashes, prerenderedHtmlFile } from "./csp-hashes.mjs";

/** The hashes every prerendered page has (the root layout's inline scripts); Next's own `/_…` pages have no layout. */
export function sharedScriptHashes(pageHashes) {
  const [first, ...rest] = [...pageHashes].filter(([route]) => !route.startsWith("/_")).map(([, hashes]) => hashes);
  if (!first) return [];
  return first.filter((hash) => rest.every((hashes) => hashes.includes(hash)));
}

/** The hashes of a page Next sends as it was built whatever the request: `/_not-found`, `/_global-error`. */
export function builtScriptHashes(nextDir, route) {
  const file = prerenderedHtmlFile(nextDir, route);
  return fs.existsSync(file) ? inlineScriptHashes(fs.readFileSync(file, "utf8")) : [];
}

/**
 * Gives this request a fresh nonce (replacing any Content-Security-Policy header the client sent)
 * and returns the script sources its answer allows for a status (SiteResponse's scriptSources):
 * the nonce, `shared` and, for a 5xx, `failed` (the built error page).
 */
export function useNonce(req, { shared, failed }) {
  const nonce = randomBytes(18).toString("base64");
  delete req.headers["content-security-policy-report-only"];
  req.headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;
  return (status) => [...new Set([`'nonce-${nonce}'`, ...shared, ...(status >= 500 ? failed : [])])];
}
