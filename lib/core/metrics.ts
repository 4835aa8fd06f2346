// The process's Prometheus metrics (prom-client), served by GET /api/metrics. One registry per
// process although Next bundles route code apart from server/server.mjs: both load this module
// and share the instance through the bridge, so the requests the server counts and the refusals
// a handler counts land in the same registry. Kept free of "server-only" for the server's sake.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { bridge } from "./bridge.mjs";

function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status"] as const;
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "HTTP requests answered, by method, route pattern and status",
      labelNames,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by method, route pattern and status",
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    newsletterCopies: new Counter({
      name: "newsletter_copies_total",
      help:
        "Newsletter copies handed to SMTP: sent (accepted) or failed (refused or not delivered; the copy may be " +
        "tried again)",
      labelNames: ["result"] as const,
      registers: [registry],
    }),
    rateLimitRefusals: new Counter({
      name: "rate_limit_refusals_total",
      help: "Requests refused with 429, by rule",
      labelNames: ["kind"] as const,
      registers: [registry],
    }),
    outboxPending: new Gauge({
      name: "outbox_pending_mails",
      help: "Transactional mails waiting in the outbox (read from the database at scrape time)",
      registers: [registry],
    }),
    outboxFailed: new Gauge({
      name: "outbox_failed_mails",
      help: "Transactional mails the outbox gave up on (read at scrape time)",
      registers: [registry],
    }),
    outboxOldestAge: new Gauge({
      name: "outbox_oldest_pending_age_seconds",
      help: "Age of the oldest mail still waiting in the outbox; 0 when none waits",
      registers: [registry],
    }),
    dependencyUp: new Gauge({
      name: "dependency_up",
      help: "1 when the dependency answered /api/ready's check at scrape time, else 0",
      labelNames: ["dependency"] as const,
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** The registry with its series that exist from the start (an alert on a rate needs the 0). */
function startMetrics(): Metrics {
  const created = createMetrics();
  for (const result of ["sent", "failed"]) created.newsletterCopies.inc({ result }, 0);
  return created;
}

export function metrics(): Metrics {
  return (bridge.metrics ??= startMetrics());
}

const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Counts one answered request; `route` is a pattern (never a raw path), so the label set stays small. */
export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method: KNOWN_METHODS.has(method) ? method : "OTHER", route, status: String(status) };
  const m = metrics();
  m.httpRequests.inc(labels);
  m.httpDuration.observe(labels, seconds);
}

export function countNewsletterCopy(result: "sent" | "failed"): void {
  metrics().newsletterCopies.inc({ result });
}

export function countRateLimitRefusal(kind: string): void {
  metrics().rateLimitRefusals.inc({ kind });
}
