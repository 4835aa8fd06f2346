// What server/server.mjs does around every request: gives it an id (the trusted proxy's
// X-Request-Id, or a new UUID), sends the id back, runs the handler inside the request's context
// (so its log lines carry the id) and, when traces are on, inside a server span; then writes one
// log line (method, route pattern, status, duration; never the raw URL or its query) and counts
// the request in the metrics.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { log, requestContext } from "../log";
import { observeRequest } from "../metrics";

/** Short and of safe characters: a proxy's id (nginx's $request_id, a UUID) passes, anything else is replaced. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The proxy's id when the proxy is trusted and the id is safe; a new UUID otherwise. */
export function requestIdOf(header: string | string[] | undefined, trusted: boolean): string {
  if (trusted && typeof header === "string" && REQUEST_ID.test(header)) return header;
  return randomUUID();
}

/** The server span of one request (lib/core/observe/server-span.ts); none when traces are off. */
export type RequestSpan = { run<T>(work: () => T): T; end(status: number): void };
export type SpanStarter = (req: IncomingMessage, attributes: { requestId: string; route: string }) => RequestSpan;

export type RequestObserverOptions = {
  trustProxy: boolean;
  /** The route pattern of a request path (lib/core/observe/route-pattern.ts). */
  routeOf: (method: string, pathname: string) => string;
  startSpan?: SpanStarter;
};

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function observeRequests({ trustProxy, routeOf, startSpan }: RequestObserverOptions) {
  return (req: IncomingMessage, res: ServerResponse, handler: Handler): void => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers["x-request-id"], trustProxy);
    // What the site's own code reads is the id this line logs, never a forged one.
    req.headers["x-request-id"] = requestId;
    res.setHeader("X-Request-Id", requestId);
    const method = req.method ?? "GET";
    const route = routeOf(method, String(req.url ?? "/").split("?")[0] ?? "/");
    const span = startSpan?.(req, { requestId, route });
    res.once("close", () => {
      const seconds = (performance.now() - started) / 1000;
      const status = res.statusCode;
      span?.end(status);
      observeRequest(method, route, status, seconds);
      const fields = { requestId, method, route, status, ms: Math.round(seconds * 10_000) / 10 };
      log.info(res.writableFinished ? fields : { ...fields, aborted: true }, "request");
    });
    requestContext.run({ requestId }, () => (span ? span.run(() => handler(req, res)) : handler(req, res)));
  };
}
