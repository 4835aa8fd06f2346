// Baseline for page weight and GET /: a bare node:http server answering from memory, raw bytes
// (no compression), with a strong ETag and a 304 to a matching If-None-Match. Usage: node static-server.mjs <file served at /> <file served at /minimal.html>
import { createHash } from "node:crypto";
import fs from "node:fs";
import http from "node:http";

const page = (file) => {
  const body = fs.readFileSync(file);
  return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
};
const pages = new Map([
  ["/", page(process.argv[2])],
  ["/minimal.html", page(process.argv[3])],
]);

const server = http.createServer((req, res) => {
  const found = req.method === "GET" ? pages.get(req.url) : undefined;
  if (!found) {
    res.writeHead(404, { "content-length": 0 }).end();
    return;
  }
  const { body, etag } = found;
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, { etag }).end();
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length, etag });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("[static] ready"));

process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
});
