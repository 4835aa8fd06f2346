// The measurements: first-visit bytes in Chromium, load with autocannon, rows in the database.
import { createRequire } from "node:module";
import path from "node:path";
import { chromium } from "@playwright/test";
import autocannon from "autocannon";
import { root } from "../../server/lib.mjs";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../chromium-flags.mjs";

const require = createRequire(path.join(root, "package.json"));
const Database = require("better-sqlite3");

const CHROMIUM_ARGS = ["--headless", ...CHROMIUM_FLAGS];

/**
 * Loads each URL in a fresh browser context and sums the bytes Chromium received (CDP
 * `encodedDataLength`: compressed body plus headers), for script resources and for everything;
 * `scriptUrls` names every script it fetched until idle, so a bench can weigh them as it weighs
 * another build's (page-scripts.mjs `transferredScriptKb`).
 */
export async function firstVisit(urls) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const results = [];
    for (const url of urls) results.push(await visit(browser, url));
    return results;
  } finally {
    await browser.close();
  }
}

const QUIET_MS = 1000;
const SETTLE_LIMIT_MS = 15_000;

/**
 * Not Playwright's "networkidle": a fetch whose body the page never reads (Next's router does
 * that with some prefetch answers, e.g. 404s) stays open in Chromium and idle never comes. So:
 * wait for `load`, then for a second without network events. A response still open then counts
 * with the bytes received so far and is reported as pending.
 */
async function visit(browser, url) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const open = new Map(); // requestId -> { type, bytes } until loadingFinished/loadingFailed
    const sizes = { scriptBytes: 0, scripts: 0, totalBytes: 0, requests: 0, failed: 0, pending: 0, scriptUrls: [] };
    let lastEvent = Date.now();
    const add = ({ type, url }, bytes) => {
      sizes.requests += 1;
      sizes.totalBytes += bytes;
      if (type === "Script") {
        sizes.scripts += 1;
        sizes.scriptBytes += bytes;
        sizes.scriptUrls.push(url);
      }
    };
    cdp.on("Network.requestWillBeSent", () => (lastEvent = Date.now()));
    cdp.on("Network.responseReceived", ({ requestId, type, response }) => {
      lastEvent = Date.now();
      open.set(requestId, { type, url: response.url, bytes: response.encodedDataLength });
    });
    cdp.on("Network.dataReceived", ({ requestId, encodedDataLength }) => {
      const entry = open.get(requestId);
      if (entry) entry.bytes += encodedDataLength;
    });
    cdp.on("Network.loadingFailed", ({ requestId }) => {
      lastEvent = Date.now();
      open.delete(requestId);
      sizes.failed += 1;
    });
    cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
      lastEvent = Date.now();
      add(open.get(requestId) ?? {}, encodedDataLength);
      open.delete(requestId);
    });
    await cdp.send("Network.enable");
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()} in Chromium`);
    const loaded = Date.now();
    while (Date.now() - lastEvent < QUIET_MS && Date.now() - loaded < SETTLE_LIMIT_MS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const entry of open.values()) {
      add(entry, entry.bytes);
      sizes.pending += 1;
    }
    return sizes;
  } finally {
    await context.close();
  }
}

/**
 * Runs autocannon for `seconds` (with `headers` on every request; req/s counts the answers of
 * class `okStatus`, e.g. "3xx" for conditional GETs answered 304), then lets every connection finish the request it has in flight
 * before closing it. Autocannon's own deadline drops those answers while the server still
 * processes (and stores) the requests, so rows could never match the 2xx count. The graceful stop
 * sets each client's `responseMax` (an autocannon 8 internal: a client closes itself once it has
 * made that many requests); autocannon's duration stays as a hard bound.
 */
export async function load({ url, seconds, connections = 50, requests, headers, okStatus = "2xx" }) {
  const clients = [];
  const timeoutSeconds = 10;
  const started = performance.now();
  let lastAnswer = started;
  const instance = autocannon({
    url,
    connections,
    duration: seconds + timeoutSeconds + 5,
    timeout: timeoutSeconds,
    requests,
    headers,
    setupClient: (client) => clients.push(client),
  });
  instance.on("response", () => (lastAnswer = performance.now()));
  const gate = setTimeout(() => {
    for (const client of clients) client.responseMax = client.reqsMade;
  }, seconds * 1000);
  try {
    const result = await instance;
    const elapsed = (lastAnswer - started) / 1000;
    return {
      rps: elapsed > 0 ? result[okStatus] / elapsed : 0, // 0 when nothing was answered in time
      p99: result.latency.p99,
      ok: result[okStatus],
      okStatus,
      non2xx: result.non2xx,
      statusCodes: result.statusCodeStats,
      errors: result.errors,
      timeouts: result.timeouts,
      elapsed,
    };
  } finally {
    clearTimeout(gate);
  }
}

/** One line of a load result: throughput, p99 and every status seen. */
export function loadLine(label, r) {
  const codes = Object.entries(r.statusCodes)
    .map(([code, { count }]) => `${code}:${count}`)
    .join(" ");
  return (
    `  ${label.padEnd(28)} ${r.rps.toFixed(1).padStart(8)} req/s  p99 ${String(r.p99).padStart(5)} ms` +
    `  (${r.okStatus} ${r.ok}, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}; status ${codes || "none"})`
  );
}

/**
 * Requests for POST /api/subscribe, each with a new address. The address answered 2xx is added
 * to `answered`: autocannon keeps one context per connection and, with pipelining 1, calls
 * onResponse before building that connection's next request.
 */
export function subscribeRequests(tag, answered) {
  let n = 0;
  return [
    {
      method: "POST",
      path: "/api/subscribe",
      headers: { "content-type": "application/json" },
      setupRequest(request, context) {
        const email = `bench-${tag}-${n++}-${Math.random().toString(36).slice(2, 8)}@example.com`;
        context.email = email;
        return { ...request, body: JSON.stringify({ email }) };
      },
      onResponse(status, _body, context) {
        if (status >= 200 && status < 300) answered.add(context.email);
      },
    },
  ];
}

/** Subscriber rows of one run (its addresses share `tag`) against the addresses answered 2xx. */
export function storedRows(dbFile, tag, answered) {
  const db = new Database(dbFile, { fileMustExist: true });
  try {
    const stored = db.prepare(`SELECT email FROM "Subscriber" WHERE email LIKE ?`).pluck().all(`bench-${tag}-%`);
    const storedSet = new Set(stored);
    const missing = [...answered].filter((email) => !storedSet.has(email)).length;
    const unanswered = stored.filter((email) => !answered.has(email)).length;
    const outbox = Object.fromEntries(
      db
        .prepare(`SELECT status, COUNT(*) AS n FROM "OutboxMail" GROUP BY status`)
        .all()
        .map((row) => [row.status, row.n]),
    );
    return { rows: stored.length, distinct: storedSet.size, missing, unanswered, outbox };
  } finally {
    db.close();
  }
}
