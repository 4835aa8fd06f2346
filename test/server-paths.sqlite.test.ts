// The server's path and answer rules (server/request-target.mjs, server/site-response.mjs) on
// their own: which request paths are canonical, and what an answer's head may carry.
import { describe, expect, it } from "vitest";
import { canonicalPath } from "../server/request-target.mjs";
// @ts-expect-error plain-Node script without types
import { withScriptHashes } from "../server/csp-hashes.mjs";
import { guardedCacheControl, NOT_FOUND_CACHE_CONTROL } from "../server/site-response.mjs";
import { STATIC_PAGE_CACHE_CONTROL } from "../server/static-cache.mjs";

describe("canonicalPath", () => {
  it("leaves canonical paths as they are", () => {
    for (const path of [
      "/",
      "/about",
      "/about/",
      "/blogs/a-post",
      "/api/upload-file/0f8fad5b-d9cb-469f-a165-70867728950e",
      "/caf%C3%A9",
      "/a%20b",
      "/a%2Bb",
      "/_next/static/chunks/app.js",
    ]) {
      expect(canonicalPath(path), path).toBe(path);
    }
  });

  it("decodes escaped unreserved characters, upper-cases other escapes and removes dot segments", () => {
    for (const [path, canonical] of [
      ["/x/%2e%2e/about", "/about"],
      ["/x/%2E%2e/about", "/about"],
      ["/%2e/about", "/about"],
      ["/%61bout", "/about"],
      ["/./about", "/about"],
      ["/a/b/../../about", "/about"],
      ["/../../about", "/about"],
      ["/about/.", "/about/"],
      ["/about/x/..", "/about/"],
      ["//about", "/about"],
      ["/blogs//a-post", "/blogs/a-post"],
      ["/caf%c3%a9", "/caf%C3%A9"],
      ["/%7euser%2D%5f", "/~user-_"],
    ] as const) {
      expect(canonicalPath(path), path).toBe(canonical);
    }
  });

  it("has no canonical form for encoded separators, NUL, backslashes, malformed escapes or bytes outside printable ASCII", () => {
    for (const path of [
      "/x/..%2fabout",
      "/x%2F..%2Fabout",
      "/x/..%5cabout",
      "/a\\..\\about",
      "/a%00",
      "/%E0%A4%A",
      "/%",
      "/%zz",
      "/a b",
      "/a\tb",
      "/caf\u00e9",
      "/a#b",
      "about",
      "",
    ]) {
      expect(canonicalPath(path), JSON.stringify(path)).toBeNull();
    }
  });
});

describe("guardedCacheControl", () => {
  it("makes every 404 private and unstored", () => {
    expect(guardedCacheControl(404, "s-maxage=31536000")).toBe(NOT_FOUND_CACHE_CONTROL);
    expect(guardedCacheControl(404, undefined)).toBe("private, no-store");
    expect(guardedCacheControl(404, "public, max-age=31536000, immutable")).toBe("private, no-store");
  });

  it("replaces a shared lifetime over five minutes, and keeps every other value", () => {
    expect(guardedCacheControl(200, "s-maxage=31536000")).toBe(STATIC_PAGE_CACHE_CONTROL);
    expect(guardedCacheControl(200, "public, S-MAXAGE=301, stale-while-revalidate=60")).toBe(STATIC_PAGE_CACHE_CONTROL);
    expect(guardedCacheControl(200, STATIC_PAGE_CACHE_CONTROL)).toBe(STATIC_PAGE_CACHE_CONTROL);
    expect(guardedCacheControl(200, "public, max-age=31536000, immutable")).toBe("public, max-age=31536000, immutable");
    expect(guardedCacheControl(200, "private, no-cache, no-store, max-age=0, must-revalidate")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
    expect(guardedCacheControl(410, undefined)).toBeUndefined();
  });
});

describe("withScriptHashes", () => {
  it("replaces 'unsafe-inline' in script-src only", () => {
    const csp = "default-src 'self'; script-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/client; style-src 'self' 'unsafe-inline'";
    expect(withScriptHashes(csp, ["'nonce-abc'", "'sha256-xyz'"])).toBe(
      "default-src 'self'; script-src 'self' 'nonce-abc' 'sha256-xyz' https://accounts.google.com/gsi/client; style-src 'self' 'unsafe-inline'",
    );
  });
});
