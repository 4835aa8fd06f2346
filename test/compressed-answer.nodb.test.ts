// How the answers Next writes leave the server (server/compressed-answer.mjs through SiteResponse),
// on a real node:http server with stand-ins that write as Next does: compressed after the
// `compression` middleware's rules, streamed chunk by chunk when Next flushes, and a page rendered
// per request with its chunks named in the paint-first loader, carrying the request's nonce.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCoding, COMPRESS_MIN_BYTES, PAGE_HEAD_MAX } from "../server/compressed-answer.mjs";
import { loaderScript, scriptsAfterPaint } from "../server/scripts-after-paint.mjs";
import { SiteResponse } from "../server/site-response.mjs";

const chunk = (name: string) => `<script src="/_next/static/chunks/${name}.js" async="" nonce="n0nce"></script>`;
const headOf = (page: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"/>${chunk("webpack")}${chunk("main-app")}${chunk(`app/${page}/page-1a2b`)}<title>Jobs</title></head>`;
const PAGE_HEAD = headOf("(site)/careers/jobs");
/** A screen typed into, in the public site's group too: the account's. */
const ACCOUNT_HEAD = headOf("(site)/account");
const PAGE_BODY = `<body><h1>Open roles</h1>${"<p>A role in Pune — ₹ and € both.</p>".repeat(60)}</body></html>`;
const JSON_BODY = JSON.stringify({ items: Array.from({ length: 80 }, (_, i) => ({ id: i, title: `Role ${i}` })) });

let server: http.Server;
let base = "";
/** Resolved by the client once it has read the streamed page's first part (see "/streamed"). */
let firstPartRead: () => void = () => {};

const standIns: Record<string, (res: http.ServerResponse & { flush?: () => void }) => void> = {
  "/page": (res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    const html = PAGE_HEAD + PAGE_BODY;
    // Cut inside `</head>` and inside a multi-byte character.
    for (const part of [html.slice(0, 40), html.slice(40, PAGE_HEAD.length - 3), html.slice(PAGE_HEAD.length - 3, 700)]) {
      res.write(part);
      res.flush?.();
    }
    res.end(html.slice(700));
  },
  "/streamed": (res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.flushHeaders();
    res.write(`${PAGE_HEAD}<body><p>first part</p>`);
    res.flush?.();
    new Promise<void>((resolve) => (firstPartRead = resolve)).then(() => res.end("<p>second part</p></body></html>"));
  },
  "/account": (res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(ACCOUNT_HEAD + PAGE_BODY);
  },
  "/no-head": (res) => {
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(`<html>${chunk("main-app")}${"x".repeat(PAGE_HEAD_MAX)}`);
  },
  "/json": (res) => {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON_BODY);
  },
  "/small": (res) => {
    res.setHeader("Content-Type", "application/json");
    res.end(JSON_BODY.slice(0, COMPRESS_MIN_BYTES - 1));
  },
  "/no-transform": (res) => {
    res.writeHead(200, { "Content-Type": "text/plain", "Cache-Control": "no-transform" });
    res.end(JSON_BODY);
  },
  "/encoded": (res) => {
    res.writeHead(200, { "Content-Type": "text/plain", "Content-Encoding": "br" });
    res.end(zlib.brotliCompressSync(JSON_BODY));
  },
  "/image": (res) => {
    res.writeHead(200, { "Content-Type": "image/png", "Content-Length": 2048 });
    res.end(Buffer.alloc(2048));
  },
  "/missing": (res) => {
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
    res.end(PAGE_HEAD + PAGE_BODY);
  },
};

beforeAll(async () => {
  server = http.createServer({ ServerResponse: SiteResponse }, (req, res) => {
    const [path, query] = String(req.url).split("?");
    (res as SiteResponse).scriptSources = query === "fill" ? null : () => ["'nonce-n0nce'"];
    standIns[path ?? ""]?.(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; sent: number };

const decoders: Record<string, () => NodeJS.ReadWriteStream> = {
  br: () => zlib.createBrotliDecompress(),
  gzip: () => zlib.createGunzip(),
};

/** GET (or HEAD) `path` with `accept`; the body decoded as the answer's Content-Encoding says; `onText` sees it as it comes. */
function get(path: string, accept: string, { method = "GET", onText = (_text: string) => {} } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers: { "accept-encoding": accept } }, (res) => {
      const decoder = decoders[String(res.headers["content-encoding"] ?? "")]?.();
      const decoded = decoder ? res.pipe(decoder) : res;
      let sent = 0;
      res.on("data", (data: Buffer) => (sent += data.length));
      let text = "";
      decoded.on("data", (data: Buffer) => {
        text += data.toString("utf8");
        onText(text);
      });
      decoded.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text, sent }));
      decoded.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

describe("a page rendered per request", () => {
  it.each(["br", "gzip"])("goes out as %s with its chunks named in the loader, under the request's nonce", async (accept) => {
    const answer = await get("/page", `${accept}, deflate`);
    expect(answer.headers["content-encoding"]).toBe(accept);
    expect(answer.headers["content-length"]).toBeUndefined();
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(answer.text).toBe(scriptsAfterPaint(PAGE_HEAD + PAGE_BODY));
    expect(answer.text).toContain('<script nonce="n0nce">(function loader(');
    expect(answer.text).not.toContain("<script src=");
    expect(answer.sent).toBeLessThan(Buffer.byteLength(answer.text) / 4);
  });

  it("goes out as it is, rewritten, to a client that takes no compression", async () => {
    const answer = await get("/page", "identity");
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.text).toBe(scriptsAfterPaint(PAGE_HEAD + PAGE_BODY));
  });

  it("streams: the first part arrives before the page has ended", async () => {
    const answer = await get("/streamed", "br", {
      onText: (text) => {
        if (text.includes("first part")) firstPartRead();
      },
    });
    expect(answer.text).toContain('<script nonce="n0nce">(function loader(');
    expect(answer.text.endsWith("<p>first part</p><p>second part</p></body></html>")).toBe(true);
  });

  it("passes as it is when no </head> comes within the bound and when it is not a page of this request; a screen typed into keeps its scripts", async () => {
    expect((await get("/no-head", "gzip")).text).toContain(chunk("main-app"));
    const fill = await get("/page?fill", "identity");
    expect(fill.text).toBe(PAGE_HEAD + PAGE_BODY);
    // A screen typed into keeps its chunk scripts, behind the loader that only holds early clicks.
    const account = await get("/account", "br");
    const at = ACCOUNT_HEAD.indexOf(chunk("webpack"));
    expect([account.headers["content-encoding"], account.text]).toEqual([
      "br",
      ACCOUNT_HEAD.slice(0, at) + loaderScript([], "n0nce") + ACCOUNT_HEAD.slice(at) + PAGE_BODY,
    ]);
    const missing = await get("/missing", "gzip");
    expect([missing.status, missing.headers["content-encoding"], missing.text]).toEqual([404, "gzip", PAGE_HEAD + PAGE_BODY]);
  });
});

describe("other answers", () => {
  it("compresses a body of a compressible type, and sends a small one as it is with its length", async () => {
    const json = await get("/json", "gzip, br");
    expect([json.headers["content-encoding"], json.text]).toEqual(["br", JSON_BODY]);
    const small = await get("/small", "gzip, br");
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.headers["content-length"]).toBe(String(COMPRESS_MIN_BYTES - 1));
    expect(small.headers.vary).toBe("Accept-Encoding");
  });

  it("leaves what must not change: no-transform, an encoded body, an image, a HEAD", async () => {
    for (const path of ["/no-transform", "/image"]) {
      expect((await get(path, "br")).headers["content-encoding"]).toBeUndefined();
    }
    const encoded = await get("/encoded", "gzip, br");
    expect([encoded.headers["content-encoding"], encoded.text]).toEqual(["br", JSON_BODY]);
    const head = await get("/json", "br", { method: "HEAD" });
    expect([head.headers["content-encoding"], head.headers.vary, head.text]).toEqual([undefined, "Accept-Encoding", ""]);
  });

  it("chooses as the compression middleware did", () => {
    const answer = { method: "GET", status: 200, acceptEncoding: "gzip, br", type: "text/x-component" };
    expect(answerCoding(answer)).toBe("br");
    expect(answerCoding({ ...answer, acceptEncoding: "br;q=0, gzip" })).toBe("gzip");
    expect(answerCoding({ ...answer, acceptEncoding: "identity" })).toBeNull();
    expect(answerCoding({ ...answer, status: 304 })).toBeNull();
    expect(answerCoding({ ...answer, status: 206, range: "bytes 0-9/99" })).toBeNull();
    expect(answerCoding({ ...answer, length: COMPRESS_MIN_BYTES })).toBe("br");
    expect(answerCoding({ ...answer, type: "application/pdf" })).toBeNull();
  });
});
