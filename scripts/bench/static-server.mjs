// Baseline for page weight and GET /: a bare node:http server answering from memory, raw bytes
// (no compression). Usage: node static-server.mjs <file served at /> <file served at /minimal.html>
import fs from "node:fs";
import http from "node:http";

const pages = new Map([
  ["/", fs.readFileSync(process.argv[2])],
  ["/minimal.html", fs.readFileSync(process.argv[3])],
]);

const server = http.createServer((req, res) => {
  const body = req.method === "GET" ? pages.get(req.url) : undefined;
  if (!body) {
    res.writeHead(404, { "content-length": 0 }).end();
    return;
  }
  res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": body.length });
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.PORT), "127.0.0.1", () => console.log("[static] ready"));

process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 3000).unref();
});
