// The server's memory of prerendered pages (server/static-pages.mjs) on a real node:http server
// made as server/server.mjs makes it (SiteResponse, loopback requests marked with a secret), in
// front of a stand-in for Next that writes a page as Next does (head, then the HTML, gzip when
// asked): the first load asks it once, later loads are answered from memory with the same headers,
// 304s touch no body, and a revalidation sends the next visit back to it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { chooseEncoding } from "../server/compressed-answer.mjs";
// prettier-ignore
// @ts-expect-error plain-Node script without types
import { etagMatches, FILL_HEADER, isFillRequest, isPageLoad, KEEP_MS, renderThrough, staticPages } from "../server/static-pages.mjs";
import { SiteResponse } from "../server/site-response.mjs";
import { bridge } from "../lib/core/bridge.mjs";

type Pages = { serve: (req: http.IncomingMessage, res: http.ServerResponse, path: string) => Promise<void> };
const revalidated = () => bridge.onPagesRevalidated?.();

let version = 1;
let nextCalls = 0;
let nextDelayMs = 0;
const html = () => `<!DOCTYPE html><html><head><script>self.v=${version}</script></head><body>Version ${version}</body></html>`;
const etag = () => `"v${version}"`;
const SECRET = "test-secret-of-this-process";

let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer({ ServerResponse: SiteResponse }, (req, res) => {
    const path = String(req.url).split("?")[0] ?? "/";
    if (!isFillRequest(req, SECRET)) {
      (res as SiteResponse).scriptSources = () => ["'nonce-visitor'"];
      if (isPageLoad(req)) {
        void pages.serve(req, res, path);
        return;
      }
    } else (res as SiteResponse).scriptSources = null;
    // The stand-in for Next: a prerendered page with its CSP placeholder, ETag and lifetime.
    nextCalls += 1;
    setTimeout(() => {
      res.setHeader("Content-Security-Policy", "default-src 'self'; script-src 'self' 'unsafe-inline'");
      res.setHeader("Cache-Control", "s-maxage=31536000");
      res.setHeader("ETag", etag());
      res.setHeader("Last-Modified", new Date(0).toUTCString());
      res.setHeader("Vary", "RSC, Next-Router-State-Tree, Next-Router-Prefetch");
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      const gzip = /gzip/.test(String(req.headers["accept-encoding"] ?? ""));
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      res.writeHead(200);
      res.write(gzip ? zlib.gzipSync(html()) : html());
      res.end();
    }, nextDelayMs);
  });
  const pages = staticPages({ render: renderThrough(server, SECRET) }) as Pages;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A raw GET: node:http, so no encoding is added or taken away. */
function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}${path}`, { method, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("prerendered pages from memory", () => {
  it("asks Next once for the first load, and answers the second without Next, with the same headers and the page's CSP hashes", async () => {
    const first = await get("/about", { "accept-encoding": "gzip" });
    expect(nextCalls).toBe(1);
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(first.body).toString()).toBe(html());
    expect(first.headers["last-modified"]).toBeUndefined();
    expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
    const second = await get("/about");
    expect(nextCalls).toBe(1);
    expect(second.status).toBe(200);
    expect(second.body.toString()).toBe(html());
    expect(second.headers["content-encoding"]).toBeUndefined();
    expect(Number(second.headers["content-length"])).toBe(second.body.length);
    for (const name of ["content-security-policy", "cache-control", "etag", "content-type"]) expect(second.headers[name], name).toBe(first.headers[name]);
    expect(second.headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[^']+'$/);
    expect(second.headers["content-security-policy"]).not.toContain("nonce");
    expect(second.headers.vary).toBe("RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding");
  });

  it("compresses once per version for brotli and gzip, and sends a HEAD no body", async () => {
    const br = await get("/about", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(html());
    const gzip = await get("/about", { "accept-encoding": "gzip;q=1, br;q=0" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(html());
    const head = await get("/about", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(nextCalls).toBe(1);
  });

  it("answers 304 to the kept ETag with the validator's header lines only, and the page to any other", async () => {
    const notModified = await get("/about", { "if-none-match": `W/"x", ${etag()}` });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers.etag).toBe(etag());
    expect(notModified.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
    expect(notModified.headers.vary).toBe("RSC, Next-Router-State-Tree, Next-Router-Prefetch, Accept-Encoding");
    // The copy the ETag names keeps its own CSP, whose hashes are that copy's.
    expect(notModified.headers["content-security-policy"]).toBeUndefined();
    expect(notModified.headers["content-type"]).toBeUndefined();
    expect((await get("/about", { "if-none-match": '"old"' })).status).toBe(200);
    expect(nextCalls).toBe(1);
  });

  it("answers a query from the page's version, and leaves the router's RSC requests to Next", async () => {
    expect((await get("/about?utm_source=x")).body.toString()).toBe(html());
    expect(nextCalls).toBe(1);
    await get("/about", { rsc: "1" });
    expect(nextCalls).toBe(2);
  });

  it("asks Next once for visitors who come while a version is asked for", async () => {
    nextDelayMs = 100;
    try {
      const answers = await Promise.all(Array.from({ length: 5 }, () => get("/careers")));
      expect(nextCalls).toBe(3);
      for (const answer of answers) expect(answer.body.toString()).toBe(html());
    } finally {
      nextDelayMs = 0;
    }
  });

  it("does not take a request with a wrong or missing secret for its own", async () => {
    const forged = await get("/services", { [FILL_HEADER as string]: "guess" });
    expect(forged.headers["content-security-policy"]).toMatch(/'sha256-/);
    expect(nextCalls).toBe(4);
  });

  it("sends the first visit after a revalidation to Next, and keeps the new version", async () => {
    version = 2;
    expect((await get("/about")).body.toString()).toContain("Version 1");
    revalidated();
    expect((await get("/about")).body.toString()).toContain("Version 2");
    const calls = nextCalls;
    const again = await get("/about");
    expect(again.body.toString()).toContain("Version 2");
    expect(again.headers.etag).toBe('"v2"');
    expect(nextCalls).toBe(calls);
  });

  it("keeps a copy for KEEP_MS at most, so another instance's revalidation shows here a minute later", async () => {
    const calls = nextCalls;
    version = 3;
    expect((await get("/about")).body.toString()).toContain("Version 2");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (KEEP_MS as number) + 1 });
    try {
      expect((await get("/about")).body.toString()).toContain("Version 3");
      expect(nextCalls).toBe(calls + 1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("chooseEncoding and etagMatches", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
  });

  it("matches a listed, weak or * tag only", () => {
    expect(etagMatches('"a", "b"', '"b"')).toBe(true);
    expect(etagMatches('W/"b"', '"b"')).toBe(true);
    expect(etagMatches("*", '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
