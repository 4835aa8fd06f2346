// GET /api/metrics: the bearer-token check and the gauges read at scrape time (the outbox from the
// database, the dependencies from /api/ready's checks), then the process's whole registry.
import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { config } from "./config";
import { db } from "./db";
import { DomainError } from "./errors";
import type { Access } from "./handler";
import { readiness } from "./health";
import { metrics } from "./metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * True when `authorization` is `Bearer <token>` and the token is set. Digests of equal length
 * are compared in constant time, so the answer's timing tells nothing about the token.
 */
export function metricsAuthorized(authorization: string | null, token: string = config.metricsToken): boolean {
  const sent = /^Bearer +(\S+)\s*$/i.exec(authorization ?? "")?.[1];
  if (!token || !sent) return false;
  return timingSafeEqual(digest(sent), digest(token));
}

/** Who may scrape (lib/core/handler.ts): the bearer of the token; anyone else is told to bring one (401). */
export const metricsScraper: Access<null> = async (request) => {
  if (metricsAuthorized(request.headers.get("authorization"))) return null;
  throw new DomainError("unauthorised", undefined, undefined, { "WWW-Authenticate": 'Bearer realm="metrics"' });
};

async function readOutbox(): Promise<void> {
  const m = metrics();
  try {
    const [pending, failed, oldest] = await Promise.all([
      db.outboxMail.count({ where: { status: "pending" } }),
      db.outboxMail.count({ where: { status: "failed" } }),
      db.outboxMail.findFirst({
        where: { status: "pending" },
        orderBy: { createdAt: "asc" },
        select: { createdAt: true },
      }),
    ]);
    m.outboxPending.set(pending);
    m.outboxFailed.set(failed);
    m.outboxOldestAge.set(oldest ? Math.max(0, (Date.now() - oldest.createdAt.getTime()) / 1000) : 0);
  } catch {
    // The database does not answer (dependency_up says so): no stale figure is shown as current.
    for (const gauge of [m.outboxPending, m.outboxFailed, m.outboxOldestAge]) gauge.set(Number.NaN);
  }
}

/** The registry as Prometheus text, with the scrape-time gauges just read. */
async function scrapeMetrics(): Promise<{ text: string; contentType: string }> {
  const m = metrics();
  const [{ checks }] = await Promise.all([readiness(), readOutbox()]);
  m.dependencyUp.set({ dependency: "database" }, checks.database.ok ? 1 : 0);
  m.dependencyUp.set({ dependency: "storage" }, checks.storage.ok ? 1 : 0);
  return { text: await m.registry.metrics(), contentType: m.registry.contentType };
}

/** The scrape's answer: the registry's text, never cached. */
export async function metricsResponse(): Promise<Response> {
  const { text, contentType } = await scrapeMetrics();
  return new Response(text, { headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}
