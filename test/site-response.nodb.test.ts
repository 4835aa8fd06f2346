// SiteResponse (server/site-response.mjs), the response object of every answer, on a real
// node:http server with stand-ins that write as Next does: the CSP placeholder becomes the
// request's sources (a 404's own inline scripts' hashes too), Cache-Control follows the rules,
// a 5xx during an outage is a 503, and every other answer streams as it is written.
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bridge } from "../lib/core/bridge.mjs";
import { SiteResponse } from "../server/site-response.mjs";

const PLACEHOLDER_CSP = "default-src 'self'; script-src 'self' 'unsafe-inline'";
const SCRIPT = 'self.__next_f.push([1,"copy"])';
const SCRIPT_HASH = `'sha256-${createHash("sha256").update(SCRIPT).digest("base64")}'`;
const NOT_FOUND_HTML = `<!DOCTYPE html><html><head><script nonce="stale">${SCRIPT}</script></head><body>Not found</body></html>`;

let server: http.Server;
let base = "";
let headersSentAfterFirstWrite: boolean | undefined;

const standIns: Record<string, (res: http.ServerResponse) => void> = {
  "/missing": (res) => {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "s-maxage=31536000" });
    res.write(NOT_FOUND_HTML.slice(0, 40));
    res.end(NOT_FOUND_HTML.slice(40));
  },
  "/missing-implicit": (res) => {
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(NOT_FOUND_HTML);
  },
  "/dynamic": (res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
    res.write("<p>first</p>");
    headersSentAfterFirstWrite = res.headersSent;
    res.end("<p>second</p>");
  },
  "/failed": (res) => {
    res.writeHead(500, "Internal Server Error", { "Content-Type": "text/plain" });
    res.end("failed");
  },
  "/static-payload": (res) => {
    res.writeHead(200, { "Cache-Control": "s-maxage=31536000", "Content-Type": "text/x-component" });
    res.end("payload");
  },
};

beforeAll(async () => {
  server = http.createServer({ ServerResponse: SiteResponse }, (req, res) => {
    const [path, query] = String(req.url).split("?");
    (res as SiteResponse).scriptSources = query === "fill" ? null : (status) => ["'nonce-fresh'", ...(status >= 500 ? ["'sha256-error-page'"] : [])];
    res.setHeader("Content-Security-Policy", PLACEHOLDER_CSP);
    standIns[path ?? ""]?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(path: string) {
  const answer = await fetch(`${base}${path}`);
  return { status: answer.status, headers: answer.headers, body: await answer.text() };
}

describe("SiteResponse", () => {
  it("holds a 404 until it ends and allows its own inline scripts beside the request's nonce", async () => {
    for (const path of ["/missing", "/missing-implicit"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).toBe(NOT_FOUND_HTML);
      expect(answer.headers.get("content-security-policy"), path).toBe(`default-src 'self'; script-src 'self' 'nonce-fresh' ${SCRIPT_HASH}`);
      expect(answer.headers.get("cache-control"), path).toBe("private, no-store");
    }
  });

  it("streams every other answer as it is written, with the request's nonce", async () => {
    const answer = await get("/dynamic");
    expect(headersSentAfterFirstWrite).toBe(true);
    expect(answer.body).toBe("<p>first</p><p>second</p>");
    expect(answer.headers.get("content-security-policy")).toBe("default-src 'self'; script-src 'self' 'nonce-fresh'");
    expect(answer.headers.get("cache-control")).toBe("private, no-cache, no-store, max-age=0, must-revalidate");
  });

  it("caps a shared lifetime at the prerendered pages' policy", async () => {
    const answer = await get("/static-payload");
    expect(answer.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");
  });

  it("answers a 5xx during an outage as 503 with Retry-After, and a 5xx otherwise as it is", async () => {
    expect((await get("/failed")).status).toBe(500);
    bridge.outages = { down: { database: { since: Date.now(), reason: "test" } }, retryAfterSeconds: 7, probes: {}, waiting: {} };
    try {
      const answer = await get("/failed");
      expect(answer.status).toBe(503);
      expect(answer.headers.get("retry-after")).toBe("7");
      expect(answer.headers.get("content-security-policy")).toContain("'sha256-error-page'");
    } finally {
      delete bridge.outages;
    }
  });

  it("leaves the placeholder for a page the server asks itself for (no sources)", async () => {
    expect((await get("/dynamic?fill")).headers.get("content-security-policy")).toBe(PLACEHOLDER_CSP);
  });
});
