// server/static-brotli.mjs: the build's scripts and the icon sprite go to a browser that takes br
// as the brotli copies made after `next build`, kept for a year; anything else is left to Next.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressStatic, serveBrotli } from "../server/static-brotli.mjs";

const nextDir = fs.mkdtempSync(path.join(os.tmpdir(), "static-brotli-"));
const SPRITE = `<svg xmlns="http://www.w3.org/2000/svg">${'<symbol id="x"/>'.repeat(200)}</svg>`;
const SCRIPT = "console.log('chunk');".repeat(100);
let server: http.Server;
let port = 0;

beforeAll(async () => {
  fs.mkdirSync(path.join(nextDir, "server", "app"), { recursive: true });
  fs.mkdirSync(path.join(nextDir, "static", "chunks"), { recursive: true });
  fs.writeFileSync(path.join(nextDir, "server", "app", "icons.svg.body"), SPRITE);
  // The head Next keeps beside a prerendered route's body: the route's own (app/icons.svg/route.ts).
  const headers = { "cache-control": "public, max-age=31536000, immutable", "content-type": "image/svg+xml; charset=utf-8" };
  fs.writeFileSync(path.join(nextDir, "server", "app", "icons.svg.meta"), JSON.stringify({ status: 200, headers }));
  fs.writeFileSync(path.join(nextDir, "static", "chunks", "a.js"), SCRIPT);
  server = http.createServer((req, res) => {
    if (!serveBrotli(nextDir, req, res)) res.end("left to Next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => {
  server.close();
  fs.rmSync(nextDir, { recursive: true, force: true });
});

function get(target: string, acceptEncoding: string, method = "GET") {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ port, path: target, method, headers: { "accept-encoding": acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end();
  });
}

describe("brotli copies", () => {
  it("are made of the build's scripts and of the prerendered icon sprite", () => {
    expect(precompressStatic(nextDir)).toBe(2);
    expect(brotliDecompressSync(fs.readFileSync(path.join(nextDir, "server", "app", "icons.svg.body.br"))).toString()).toBe(SPRITE);
  });

  it("answer the sprite, whatever its version, as SVG kept for a year to a browser that takes br", async () => {
    const answer = await get("/icons.svg?v=0123456789ab", "gzip, deflate, br");
    expect(answer.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["vary"]).toBe("Accept-Encoding");
    expect(brotliDecompressSync(answer.body).toString()).toBe(SPRITE);
    expect((await get("/icons.svg?v=0123456789ab", "br", "HEAD")).body).toHaveLength(0);
  });

  it("answer the build's scripts so too", async () => {
    const answer = await get("/_next/static/chunks/a.js", "br");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });

  it("leave to Next a browser that does not take br, and every other path", async () => {
    for (const [target, accepted] of [
      ["/icons.svg?v=0123456789ab", "gzip"],
      ["/icons.svg/x", "br"],
      ["/icons.svgz", "br"],
      ["/about", "br"],
    ] as const) {
      expect((await get(target, accepted)).body.toString(), target).toBe("left to Next");
    }
  });
});
