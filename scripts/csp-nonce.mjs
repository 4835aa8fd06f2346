// Nonces for the answers Next renders per request (login, account, the operator's area, the blog,
// 404): the server makes one per request and hands it to Next as the request's
// Content-Security-Policy header, which is where Next's renderer reads it
// (next/dist/server/app-render/get-script-nonce-from-header.js) to put it on its bootstrap and
// RSC payload scripts. Done here rather than in proxy.ts so that the prerendered pages, which
// keep their build-time hashes (scripts/csp-hashes.mjs), run no proxy.
// Inline scripts outside Next's (next-themes' pre-paint script in the root layout) carry no nonce:
// the layout stays static, so they are allowed by the hashes every prerendered page shares.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { holdAnswer, inlineScriptHashes, prerenderedHtmlFile, sentScriptHashes } from "./csp-hashes.mjs";

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
 * and returns the script sources its answer allows for a status: the nonce, `shared`, for a 5xx
 * `failed` (the built error page), and `more()` (a 404's own hashes, holdNotFound below).
 */
export function useNonce(req, { shared, failed }, more = () => []) {
  const nonce = randomBytes(18).toString("base64");
  delete req.headers["content-security-policy-report-only"];
  req.headers["content-security-policy"] = `script-src 'nonce-${nonce}'`;
  return (status) => [...new Set([`'nonce-${nonce}'`, ...shared, ...(status >= 500 ? failed : []), ...more()])];
}

/**
 * A 404 page may be a copy Next made for an earlier request: the not-found page is prerendered,
 * and after a revalidation (the operator saved the company details) the first 404 renders it again
 * with that request's nonce in it, and Next keeps that HTML for every 404 after. So a 404 is held
 * until it ends and the hashes of its own inline scripts go to `allow` before its head is written
 * (the stale nonce in the copy then allows nothing). Every other status passes straight through.
 * Installed right after guardResponse, whose writeHead then sees the hashes.
 */
export function holdNotFound(res, allow) {
  holdAnswer(res, {
    hold: (status) => status === 404,
    finish({ body, headerOf }) {
      const sent = sentScriptHashes(headerOf, body);
      if (sent) allow(sent.hashes);
    },
  });
}
