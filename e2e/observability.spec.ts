// Logs, metrics and traces of the production server (issue 22, item 4), each on a server of its
// own whose standard output the test reads: one JSON line per request with its id, no personal
// data, Prometheus text behind a bearer token, and a request's spans at a loopback OTLP receiver.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { descendsFrom, startOtlpReceiver, type OtlpReceiver } from "./support/otlp-receiver";
import { startOwnServer, type OwnServer } from "./support/own-server";

type Line = Record<string, unknown>;

const TOKEN = `metrics-${randomUUID()}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** A log file in a folder of its own, removed with it after the group (groups may run in two workers). */
const newLogFile = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), "e2e-observe-")), "server.log");

/** The server's log: every line after its "ready" line, each of which must be JSON. */
function logOf(file: string): { lines: Line[]; text: string } {
  const text = fs.readFileSync(file, "utf8");
  const all = text.split("\n").filter(Boolean);
  const ready = all.findIndex((line) => line.includes("[server] ready on"));
  const lines = all.slice(Math.max(0, ready)).map((line) => JSON.parse(line) as Line);
  return { lines, text };
}

const requestLines = (file: string, requestId: string) => logOf(file).lines.filter((line) => line.msg === "request" && line.requestId === requestId);

let ipCounter = 0;
const send = (server: OwnServer, route: string, init: { method?: string; requestId?: string; body?: string; headers?: Record<string, string> } = {}) => {
  ipCounter += 1;
  const headers: Record<string, string> = { "X-Forwarded-For": `10.22.4.${ipCounter}`, ...init.headers };
  if (init.requestId) headers["X-Request-Id"] = init.requestId;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  return fetch(`${server.baseUrl}${route}`, { method: init.method ?? "GET", headers, body: init.body, redirect: "manual" });
};

test.describe("behind a trusted proxy, with METRICS_TOKEN", () => {
  test.describe.configure({ mode: "serial" });
  const logFile = newLogFile();
  let server: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({ TRUST_PROXY: "1", METRICS_TOKEN: TOKEN, E2E_FORCE_ERROR: "1" }, { logFile });
  });
  test.afterAll(async () => {
    await server?.stop();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });

  test("every request logs exactly one JSON line with the proxy's request id, its route pattern, status and duration", async () => {
    const cases = [
      { route: "/about", pattern: "/about", status: 200 },
      { route: "/api/health", pattern: "/api/health", status: 200 },
      { route: "/api/upload-file/ck-secret-id?token=abc123", pattern: "/api/upload-file/[id]", status: 405 },
      { route: "/no-such-page/jane.doe@example.com", pattern: "(unmatched)", status: 404 },
      { route: "/home", pattern: "(redirect)", status: 308 },
    ];
    for (const [index, { route, status }] of cases.entries()) {
      const answer = await send(server, route, { requestId: `proxy-req-${index}` });
      expect(answer.status, route).toBe(status);
      expect(answer.headers.get("x-request-id"), route).toBe(`proxy-req-${index}`);
    }
    for (const [index, { route, pattern, status }] of cases.entries()) {
      await expect.poll(() => requestLines(logFile, `proxy-req-${index}`).length, { message: route }).toBe(1);
      const [line] = requestLines(logFile, `proxy-req-${index}`);
      expect(line, route).toMatchObject({ level: "info", method: "GET", route: pattern, status });
      expect(typeof line?.ms).toBe("number");
      expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
    }
    const { text, lines } = logOf(logFile);
    for (const leaked of ["token=abc123", "ck-secret-id", "jane.doe@example.com"]) expect(text).not.toContain(leaked);
    for (const line of lines.filter((each) => each.msg === "request")) expect(JSON.stringify(line)).not.toContain("?");
  });

  test("a handler's error is one line with the request's id and its stack in err", async () => {
    expect((await send(server, "/e2e-error", { requestId: "proxy-error-1" })).status).toBe(500);
    await expect.poll(() => requestLines(logFile, "proxy-error-1").length).toBe(1);
    expect(requestLines(logFile, "proxy-error-1")[0]).toMatchObject({ route: "/e2e-error", status: 500 });
    const errors = logOf(logFile).lines.filter((line) => line.requestId === "proxy-error-1" && line.level === "error");
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(String((errors[0]?.err as { stack?: string } | undefined)?.stack)).toMatch(/\n\s+at /);
  });

  test("a subscription leaves no e-mail address in the log, its confirmation mail included", async () => {
    const email = `observe.${randomUUID().slice(0, 8)}@example.com`;
    const answer = await send(server, "/api/subscribe", { method: "POST", requestId: "proxy-subscribe-1", body: JSON.stringify({ email }) });
    expect(answer.status).toBe(200);
    await expect.poll(() => logOf(logFile).lines.filter((line) => line.msg === "mail written to a file (SMTP_URL is unset)").length).toBe(1);
    expect(requestLines(logFile, "proxy-subscribe-1")).toEqual([expect.objectContaining({ method: "POST", route: "/api/subscribe", status: 200 })]);
    const { text } = logOf(logFile);
    expect(text).not.toContain(email);
    expect(text).not.toContain(email.split("@")[0]);
  });

  test("GET /api/metrics answers 401 without the token and Prometheus text with it, the server's counts included", async () => {
    const refused = await send(server, "/api/metrics");
    expect(refused.status).toBe(401);
    expect(refused.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
    expect(await refused.json()).toEqual({ error: "A valid bearer token is required." });
    expect((await send(server, "/api/metrics", { headers: { Authorization: `Bearer ${TOKEN}x` } })).status).toBe(401);
    expect((await send(server, "/api/metrics", { headers: { Authorization: TOKEN } })).status).toBe(401);

    // 21 posts from one address: the 21st is over publicPostPerIp (20 a minute).
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1)
      statuses.push((await send(server, "/api/subscribe", { method: "POST", body: "{}", headers: { "X-Forwarded-For": "10.22.9.9" } })).status);
    expect(statuses.filter((status) => status === 429)).toHaveLength(1);

    const answer = await send(server, "/api/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const text = await answer.text();
    const families = {
      http_requests_total: "counter",
      http_request_duration_seconds: "histogram",
      outbox_pending_mails: "gauge",
      outbox_failed_mails: "gauge",
      outbox_oldest_pending_age_seconds: "gauge",
      newsletter_copies_total: "counter",
      rate_limit_refusals_total: "counter",
      dependency_up: "gauge",
      process_cpu_user_seconds_total: "counter",
      process_resident_memory_bytes: "gauge",
      nodejs_eventloop_lag_seconds: "gauge",
    };
    for (const [name, type] of Object.entries(families)) expect(text).toContain(`# TYPE ${name} ${type}\n`);
    // Counted by server/server.mjs, served by the route handler: one registry.
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/about",status="200"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="POST",route="\/api\/subscribe",status="429"\} 1$/m);
    expect(text).toMatch(/^rate_limit_refusals_total\{kind="publicPostPerIp"\} 1$/m);
    expect(text).toMatch(/^dependency_up\{dependency="database"\} 1$/m);
    expect(text).toMatch(/^dependency_up\{dependency="storage"\} 1$/m);
    expect(text).toMatch(/^outbox_pending_mails 0$/m);
    expect(text).toMatch(/^outbox_failed_mails 0$/m);
    expect(text).toMatch(/^outbox_oldest_pending_age_seconds 0$/m);
    expect(text).toMatch(/^newsletter_copies_total\{result="sent"\} 0$/m);
    expect(text).not.toContain("ck-secret-id");
  });
});

test.describe("with no proxy trusted, traces on", () => {
  test.describe.configure({ mode: "serial" });
  const logFile = newLogFile();
  let server: OwnServer;
  let receiver: OtlpReceiver;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    receiver = await startOtlpReceiver();
    server = await startOwnServer({ TRUST_PROXY: "0", OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint, OTEL_BSP_SCHEDULE_DELAY: "200" }, { logFile });
  });
  test.afterAll(async () => {
    await server?.stop();
    await receiver?.stop();
    fs.rmSync(path.dirname(logFile), { recursive: true, force: true });
  });

  test("a client's own X-Request-Id is replaced by a new id, sent back and logged; /api/metrics stays closed without METRICS_TOKEN", async () => {
    const answer = await send(server, "/about", { requestId: "forged-by-client" });
    expect(answer.status).toBe(200);
    const id = answer.headers.get("x-request-id") ?? "";
    expect(id).toMatch(UUID);
    await expect.poll(() => requestLines(logFile, id).length).toBe(1);
    expect(logOf(logFile).text).not.toContain("forged-by-client");
    expect((await send(server, "/api/metrics", { headers: { Authorization: "Bearer " } })).status).toBe(401);
    expect((await send(server, "/api/metrics", { headers: { Authorization: `Bearer ${TOKEN}` } })).status).toBe(401);
  });

  test("a request's spans reach the OTLP receiver: the server span with the request id, Next's and Prisma's under it, and the mail's SMTP send", async () => {
    const email = `traced.${randomUUID().slice(0, 8)}@example.com`;
    const answer = await send(server, "/api/subscribe", { method: "POST", body: JSON.stringify({ email }) });
    expect(answer.status).toBe(200);
    const requestId = answer.headers.get("x-request-id") ?? "";
    expect(requestId).toMatch(UUID);

    const spans = receiver.spans;
    await expect.poll(() => spans.filter((span) => span.attributes["request.id"] === requestId).length, { timeout: 20_000 }).toBe(1);
    const root = spans.find((span) => span.attributes["request.id"] === requestId);
    expect(root).toMatchObject({
      name: "POST /api/subscribe",
      kind: 2,
      parentSpanId: "",
      attributes: { "http.route": "/api/subscribe", "http.response.status_code": 200 },
    });
    if (!root) return;
    await expect.poll(() => spans.some((span) => span.name === "prisma:client:db_query" && descendsFrom(span, root, spans)), { timeout: 20_000 }).toBe(true);
    expect(spans.some((span) => span.attributes["next.span_type"] === "BaseServer.handleRequest" && span.parentSpanId === root.spanId)).toBe(true);
    await expect
      .poll(() => spans.filter((span) => span.name === "smtp send" && span.attributes["mail.channel"] === "transactional").length, { timeout: 20_000 })
      .toBeGreaterThanOrEqual(1);
    expect([...receiver.contentTypes]).toEqual(["application/json"]);
    expect(JSON.stringify(spans)).not.toContain(email);
  });
});
