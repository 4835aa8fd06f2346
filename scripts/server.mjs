// The production server: Next's request handler behind a plain node:http server, so that the
// visitor's address comes from the socket (clients cannot forge it), or, behind TRUST_PROXY=N
// proxies, from the X-Forwarded-For entry the outermost trusted proxy appended (N from the right).
import http from "node:http";
import next from "next";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { root } from "./lib.mjs";
import { serveBrotli } from "./static-brotli.mjs";

const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOSTNAME ?? "0.0.0.0";
const trustedHops = Number(process.env.TRUST_PROXY || "0");
if (!Number.isInteger(trustedHops) || trustedHops < 0 || trustedHops > 10) {
  console.error(`[server] TRUST_PROXY must be the number of proxies in front of the site (0 to 10), not ${JSON.stringify(process.env.TRUST_PROXY)}`);
  process.exit(1);
}
const trustProxy = trustedHops > 0;

process.env.NODE_ENV = "production";
const nextDir = path.join(root, ".next");
const app = next({ dev: false, dir: root, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

/**
 * proxy-addr walks X-Forwarded-For from the right, trusting `trustedHops` addresses (the socket's
 * and those our own proxies appended): the leftmost entries are whatever the client wrote.
 */
const trustHop = (_address, hop) => hop < trustedHops;

function clientIp(req) {
  return proxyaddr(req, trustHop) || "unknown";
}

const server = http.createServer((req, res) => {
  req.headers["x-client-ip"] = clientIp(req);
  if (!trustProxy) delete req.headers["x-forwarded-for"];
  if (serveBrotli(nextDir, req, res)) return;
  handle(req, res);
});
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  const shown = hostname === "0.0.0.0" ? "localhost" : hostname;
  console.log(`[server] ready on http://${shown}:${port}`);
});

// Background workers (the newsletter sender) register hooks that finish what is in flight, so a
// stop or restart leaves no message half-recorded; the 3 s cap still holds.
const shutdownHooks = () => Promise.allSettled((globalThis.__shutdownHooks ?? []).map((hook) => hook()));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    setTimeout(() => process.exit(0), 3000).unref();
    void shutdownHooks().then(() => server.close(() => process.exit(0)));
  });
}
