// Rules every answer of the server follows, whichever part of Next made it (pages, RSC payloads,
// static files, images, route handlers, the 404 page), applied when its head is written:
// - a 404 is `private, no-store`: a CDN must not keep "not found" for a path that may exist later
//   (or that it normalises into one that exists);
// - no shared cache lifetime over STATIC_PAGE_S_MAXAGE: Next's `s-maxage=31536000` becomes the
//   prerendered pages' policy (scripts/static-cache.mjs);
// - no 'unsafe-inline' for scripts: next.config.ts's placeholder becomes this request's nonce (Next
//   puts it on the scripts of what it renders, scripts/csp-nonce.mjs) plus the hashes of the
//   inline scripts of the build's static answers (the layout's theme script), and a 404's own (csp-nonce.mjs).
// Prerendered pages have their hashes put in already (scripts/csp-hashes.mjs) and pass unchanged.
import { withScriptHashes } from "./csp-hashes.mjs";
import { STATIC_PAGE_CACHE_CONTROL, STATIC_PAGE_S_MAXAGE } from "./static-cache.mjs";

export const NOT_FOUND_CACHE_CONTROL = "private, no-store";

/** The Cache-Control to send for `status` in place of `value` (unchanged when it breaks no rule). */
export function guardedCacheControl(status, value) {
  if (status === 404) return NOT_FOUND_CACHE_CONTROL;
  if (value === undefined) return value;
  const shared = /(?:^|[,\s])s-maxage\s*=\s*"?(\d+)/i.exec(String(value));
  return shared && Number(shared[1]) > STATIC_PAGE_S_MAXAGE ? STATIC_PAGE_CACHE_CONTROL : value;
}

/**
 * Installs the rules on `res`. `scriptSources(status)` gives what replaces 'unsafe-inline'.
 * Installed before any other wrapper of writeHead, so it sees the head as it finally goes out.
 */
export function guardResponse(res, scriptSources) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const fields = rest.find((arg) => arg && typeof arg === "object" && !Array.isArray(arg));
    const fix = (name, rule) => {
      const key = fields && Object.keys(fields).find((k) => k.toLowerCase() === name);
      const value = key ? fields[key] : res.getHeader(name);
      const fixed = rule(value);
      if (fixed === value) return;
      if (key) fields[key] = fixed;
      else res.setHeader(name, fixed);
    };
    fix("cache-control", (value) => guardedCacheControl(status, value));
    fix("content-security-policy", (value) =>
      typeof value === "string" && value.includes("'unsafe-inline'") ? withScriptHashes(value, scriptSources(status)) : value);
    return writeHead(status, ...rest);
  };
}
