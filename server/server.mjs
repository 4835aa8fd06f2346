// The production server: Next's request handler behind a plain node:http server, so that the
// visitor's address comes from the socket (clients cannot forge it), or, behind TRUST_PROXY=N
// proxies, from the X-Forwarded-For entry the outermost trusted proxy appended (N from the right).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import next from "next";
import path from "node:path";
import proxyaddr from "proxy-addr";
import { bridge } from "../lib/core/bridge.mjs";
import { root } from "./lib.mjs";
import { registerServer } from "./build-guard.mjs";
import { serveBrotli } from "./static-brotli.mjs";
import { prerenderedScriptHashes } from "./csp-hashes.mjs";
import { isFillRequest, isPageLoad, renderThrough, staticPages } from "./static-pages.mjs";
import { answerWhileDraining, createDrain, gracefulStop } from "./graceful-stop.mjs";
import { filterOutageErrors } from "./outage-gate.mjs";
import { answerNonCanonicalPath, refuseNonPathTarget } from "./request-target.mjs";
import { SiteResponse } from "./site-response.mjs";
import { builtScriptHashes, sharedScriptHashes, useNonce } from "./csp-nonce.mjs";

// The settings come from the checked configuration (lib/core/config.ts), which instrumentation.ts
// hands over with the logger once Next runs it. Next itself must be told its address before that,
// so PORT and HOSTNAME are read here first, as config.ts reads them (`npm start` checked them with
// its schema before this process began; loading config.ts here would cost its compiler and zod,
// some 50 MB); the server then listens where the configuration says.
const early = { port: Number(process.env.PORT || 3000), hostname: process.env.HOSTNAME || "0.0.0.0" };

process.env.NODE_ENV = "production";
// Recorded as serving .next until it exits, so that no start rebuilds under it (server/build-guard.mjs).
process.on("exit", registerServer(root, { port: early.port }));
const nextDir = path.join(root, ".next");
// Logs, metrics, traces and the configuration (lib/core/observe/server-observability.ts):
// instrumentation.ts hands them over when Next runs it, which `next()` starts and `prepare()` does
// not wait for.
const observability = new Promise((resolve, reject) => {
  bridge.onServerObservability = resolve;
  bridge.onServerStartFailed = reject;
  setTimeout(
    () => reject(new Error("instrumentation.ts did not set up the logs and metrics within 60 s")),
    60_000,
  ).unref();
});
// The configuration the build resolved, as Next's own standalone server starts: loading
// next.config.ts again would load Next's SWC compiler (26 MB resident) to transpile it.
const builtConfig = JSON.parse(fs.readFileSync(path.join(root, ".next", "required-server-files.json"), "utf8")).config;
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtConfig);
const app = next({ dev: false, dir: root, hostname: early.hostname, port: early.port, conf: builtConfig });
const handle = app.getRequestHandler();
await app.prepare();
const { log, observer, config } = await observability.catch((error) => {
  // A wrong setting (the configuration's message names each wrong variable), before any request.
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
const { port, hostname, trustedProxies: trustedHops, shutdownDelayMs } = config;
const trustProxy = trustedHops > 0;
filterOutageErrors();
const observe = await observer({ nextDir, publicDir: path.join(root, "public"), trustProxy });
const scriptHashes = prerenderedScriptHashes(nextDir);
const staticScripts = {
  shared: sharedScriptHashes(scriptHashes),
  failed: builtScriptHashes(nextDir, "/_global-error"),
};

// The HSTS header is the server's, not a page's.
const httpsSite = config.siteUrlSetting.startsWith("https://");
const HSTS = "max-age=63072000; includeSubDomains";

/** "https" or "http" as the visitor used it: from the socket, or from X-Forwarded-Proto behind TRUST_PROXY. */
function clientProto(req) {
  if (trustProxy) {
    const forwarded = String(req.headers["x-forwarded-proto"] ?? "")
      .split(",")[0]
      ?.trim()
      .toLowerCase();
    if (forwarded === "https" || forwarded === "http") return forwarded;
  }
  return req.socket.encrypted ? "https" : "http";
}

/**
 * proxy-addr walks X-Forwarded-For from the right, trusting `trustedHops` addresses (the socket's
 * and those our own proxies appended): the leftmost entries are whatever the client wrote.
 */
const trustHop = (_address, hop) => hop < trustedHops;

function clientIp(req) {
  return proxyaddr(req, trustHop) || "unknown";
}

/** False for a path with a malformed %-escape (`/api/upload-file/%E0%A4%A`), which names nothing we serve. */
function decodablePath(url) {
  try {
    decodeURIComponent(String(url ?? "/").split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

/** The one error boundary: whatever throws, the request gets an answer (500, no detail) and the log the error (one line, with the request's id). */
function answerFailure(req, res, error) {
  log.error({ err: error, method: req.method }, "request failed");
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end("Something went wrong on our side. Please try again later.");
}

const drain = createDrain();

/** Next answers `req`; a failure is answered by answerFailure. */
function toNext(req, res) {
  Promise.resolve(handle(req, res)).catch((error) => answerFailure(req, res, error));
}

// The server asks itself for a prerendered page's new version (server/static-pages.mjs): that
// request goes straight to Next and keeps next.config.ts's CSP placeholder, hashed once kept.
const fillSecret = randomBytes(24).toString("base64url");
function answerFill(req, res) {
  res.scriptSources = null;
  delete req.headers["content-security-policy"];
  req.headers["x-client-ip"] = "127.0.0.1";
  req.headers["x-client-proto"] = "http";
  delete req.headers["x-forwarded-for"];
  toNext(req, res);
}

const server = http.createServer({ ServerResponse: SiteResponse }, (req, res) => {
  if (isFillRequest(req, fillSecret)) return answerFill(req, res);
  observe(req, res, () => {
    try {
      if (httpsSite) res.setHeader("Strict-Transport-Security", HSTS);
      if (refuseNonPathTarget(req, res) || answerNonCanonicalPath(req, res)) return;
      if (answerWhileDraining(drain, String(req.url).split("?")[0], res)) return;
      req.headers["x-client-ip"] = clientIp(req);
      // Overwrites whatever the client sent (lib/core/security/client-ip.ts reads it).
      req.headers["x-client-proto"] = clientProto(req);
      if (!trustProxy) delete req.headers["x-forwarded-for"];
      if (!decodablePath(req.url)) {
        // Next would fail on it later with a 500 (a dynamic segment such as /api/upload-file/[id]).
        res.writeHead(400, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" });
        res.end("Bad request");
        return;
      }
      if (serveBrotli(nextDir, req, res)) return;
      const pathname = String(req.url).split("?")[0];
      const built = scriptHashes.get(pathname);
      if (built && isPageLoad(req)) {
        // Its CSP has its own hashes (server/static-pages.mjs); a nonce only in case Next answers.
        res.scriptSources = null;
        keptPages.serve(req, res, pathname).catch((error) => {
          // Next could not be asked (the server is closing): it answers the visitor itself, as
          // the build made the page, with no nonce that a render it kept could carry.
          log.warn({ err: error, path: pathname }, "prerendered page answered without its kept version");
          const sources = useNonce(req, staticScripts);
          delete req.headers["content-security-policy"];
          res.scriptSources = (status) => [...sources(status), ...built];
          toNext(req, res);
        });
        return;
      }
      res.scriptSources = useNonce(req, staticScripts);
      toNext(req, res);
    } catch (error) {
      answerFailure(req, res, error);
    }
  });
});
const keptPages = staticPages({ render: renderThrough(server, fillSecret) });
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  const shown = hostname === "0.0.0.0" ? "localhost" : hostname;
  log.info(`[server] ready on http://${shown}:${port}`);
});

// The background runtime (its loops finish what is in flight, so a stop or restart leaves no
// message half-recorded) and the traces leave their stops on the bridge.
const shutdownHooks = () => Promise.allSettled(bridge.stops.map((stop) => stop()));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () =>
    gracefulStop({
      server,
      drain,
      hooks: shutdownHooks,
      delayMs: shutdownDelayMs,
      capMs: 10_000,
      exit: (code) => process.exit(code),
      log: (message) => log.info(message),
    }),
  );
}
