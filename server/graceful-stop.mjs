// How the production server stops (SIGTERM, SIGINT): it first leaves the balancer's rotation
// (readiness answers 503, every answer closes its connection), waits `delayMs` for balancers that
// poll readiness, then stops accepting connections, finishes the requests it holds and lets the
// background senders finish what is in flight, and exits. `capMs` bounds the whole stop.

/** The state the request handler asks: `draining` once a stop began. */
export function createDrain() {
  return { draining: false };
}

/**
 * While draining: /api/ready answers 503 and every other answer carries `Connection: close`, so a
 * balancer's kept-alive connection is not used again. True when the request was answered here.
 */
export function answerWhileDraining(drain, pathname, res) {
  if (!drain.draining) return false;
  res.setHeader("Connection", "close");
  if (pathname !== "/api/ready") return false;
  res.writeHead(503, { "Content-Type": "application/json", "Cache-Control": "no-store", "Retry-After": "5" });
  res.end(JSON.stringify({ status: "draining" }));
  return true;
}

/**
 * Stops `server` once: `hooks` (the senders' finish-what-is-in-flight) run beside the last
 * requests; `exit` is called when both are done, or after `capMs` whatever is left.
 */
export function gracefulStop({ server, drain, hooks, delayMs, capMs, exit, log }) {
  if (drain.draining) return;
  drain.draining = true;
  log(`[server] stopping: readiness answers 503${delayMs > 0 ? `, closing in ${delayMs} ms` : ""}`);
  setTimeout(() => exit(0), delayMs + capMs).unref();
  setTimeout(() => {
    const requestsDone = new Promise((resolve) => server.close(resolve));
    // Kept-alive connections that hold no request are closed now; busy ones after their answer.
    server.closeIdleConnections();
    void Promise.allSettled([requestsDone, hooks()]).then(() => exit(0));
  }, delayMs).unref();
}
