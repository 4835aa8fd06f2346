// Several instances: POST /api/subscribe and the career pair (POST /api/users, then the 200 KB PDF
// upload) on SQLite with one instance, and on PostgreSQL with one and with two instances of the
// same build. Load comes from this process (autocannon, one run per instance at once, the
// connections split evenly), all on 127.0.0.1. Rate limits stay on, as in production: each
// subscription and each pair carries its own X-Forwarded-For (TRUST_PROXY=1), so PostgreSQL's
// shared limit rows are part of the cost. The instances on PostgreSQL share one upload folder (one
// machine; a real deployment uses STORAGE_URL, whose store would be measured instead of the app).
// While each run lasts, the CPU time of the app servers, of PostgreSQL, of this load generator
// and of the whole machine is sampled from /proc, to say what limits the scaling.
// `--only instances` runs this section alone.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { prepareDb } from "../../server/prepare-db.mjs";
import { descendants } from "../proc-tree.mjs";
import { startPostgres } from "../postgres.mjs";
import { pairRequests, percentile } from "./applications.mjs";
import { load } from "./measure.mjs";
import { startApp } from "./servers.mjs";
import { countStatements, statementLine } from "./statements.mjs";

const WARMUP_SECONDS = 1;
const SUBSCRIBE_CPU_MS = 5;
const SUBSCRIBE_CONNECTIONS = 50;
const PAIR_CONNECTIONS = 20;
const TICKS_PER_SECOND = 100; // USER_HZ of /proc/<pid>/stat on Linux

let ipCounter = 0;
/** A new visitor address per call, so no per-IP limit is reached. */
const nextIp = () => {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
};

function subscribeRequests(tag, latencies) {
  let n = 0;
  return [
    {
      method: "POST",
      path: "/api/subscribe",
      setupRequest(request, context) {
        context.started = performance.now();
        const body = JSON.stringify({ email: `inst-${tag}-${n++}@example.com` });
        return { ...request, headers: { "content-type": "application/json", "x-forwarded-for": nextIp() }, body };
      },
      onResponse(status, _body, context) {
        if (status >= 200 && status < 300) latencies.push(performance.now() - context.started);
      },
    },
  ];
}

/** `pid` and every process below it. */
const tree = (pid) => [pid, ...descendants(pid)];

/** utime + stime of the processes, in seconds (a process that ended meanwhile counts 0). */
function cpuSeconds(pids) {
  let ticks = 0;
  for (const pid of pids) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // gone
    }
  }
  return ticks / TICKS_PER_SECOND;
}

/** Busy and total jiffies of the whole machine (/proc/stat). */
function machineTicks() {
  const [, ...values] = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const idle = values[3] + values[4];
  const total = values.reduce((sum, v) => sum + v, 0);
  return { busy: total - idle, total };
}

/** Cores each part kept busy while `work` ran: app servers, PostgreSQL, this process, the machine. */
async function withCpu(groups, work) {
  const pidsOf = () => Object.fromEntries(Object.entries(groups).map(([name, roots]) => [name, roots().flatMap(tree)]));
  const before = Object.fromEntries(Object.entries(pidsOf()).map(([name, pids]) => [name, cpuSeconds(pids)]));
  const selfBefore = process.cpuUsage();
  const machineBefore = machineTicks();
  const started = performance.now();
  const result = await work();
  const wall = (performance.now() - started) / 1000;
  const cores = Object.fromEntries(Object.entries(pidsOf()).map(([name, pids]) => [name, (cpuSeconds(pids) - before[name]) / wall]));
  const self = process.cpuUsage(selfBefore);
  cores.loadGenerator = (self.user + self.system) / 1e6 / wall;
  const machine = machineTicks();
  cores.machine = ((machine.busy - machineBefore.busy) / (machine.total - machineBefore.total)) * os.cpus().length;
  return { ...result, cores };
}

/** One measured run on every server at once, the connections split evenly; figures combined. */
async function runOn(servers, groups, connections, seconds, makeRequests) {
  const each = Math.max(1, Math.round(connections / servers.length));
  // Database connected and routes loaded before the clock starts (GET /api/ready queries it).
  for (const server of servers) await fetch(`${server.url}/api/ready`).then((r) => r.arrayBuffer());
  await Promise.all(
    servers.map((server, i) =>
      load({ url: server.url, seconds: WARMUP_SECONDS, connections: each, requests: makeRequests(`w${i}-${randomBytes(3).toString("hex")}`).requests }),
    ),
  );
  const made = servers.map((_, i) => makeRequests(`m${i}-${randomBytes(3).toString("hex")}`));
  const { results, cores } = await withCpu(groups, async () => ({
    results: await Promise.all(servers.map((server, i) => load({ url: server.url, seconds, connections: each, requests: made[i].requests }))),
  }));
  const elapsed = Math.max(...results.map((r) => r.elapsed));
  const samples = made.flatMap((m) => m.samples);
  const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
  const statuses = {};
  for (const r of results) for (const [code, { count }] of Object.entries(r.statusCodes)) statuses[code] = (statuses[code] ?? 0) + count;
  const timeouts = results.reduce((sum, r) => sum + r.timeouts, 0);
  const perSecond = elapsed > 0 ? samples.length / elapsed : 0;
  // CPU milliseconds per answer: what each part costs, whatever share of the machine it was given.
  const msPerAnswer = Object.fromEntries(Object.entries(cores).map(([name, c]) => [name, samples.length > 0 ? (c * elapsed * 1000) / samples.length : 0]));
  return { done: samples.length, perSecond, p99: Math.round(percentile(samples, 99)), errors, timeouts, statuses, elapsed, cores, msPerAnswer };
}

const subscribeRun = (servers, groups, seconds) =>
  runOn(servers, groups, SUBSCRIBE_CONNECTIONS, seconds, (tag) => {
    const samples = [];
    return { requests: subscribeRequests(tag, samples), samples };
  });

const pairRun = (servers, groups, seconds) =>
  runOn(servers, groups, PAIR_CONNECTIONS, seconds, (tag) => {
    const outcome = { uploaded: new Set(), pairMs: [] };
    return { requests: pairRequests(`inst-${tag}`, outcome, nextIp), samples: outcome.pairMs };
  });

const outcomes = (run) =>
  `status ${
    Object.entries(run.statuses)
      .map(([code, n]) => `${code}:${n}`)
      .join(" ") || "none"
  }, ${run.timeouts} timed out after 10 s`;
const coresLine = ({ cores: c, msPerAnswer: ms }) =>
  `cores: app servers ${c.servers.toFixed(2)}, PostgreSQL ${c.postgres.toFixed(2)}, ` +
  `load generator ${c.loadGenerator.toFixed(2)}, whole machine ${c.machine.toFixed(2)} of ${os.cpus().length}; ` +
  `CPU ms per answer: servers ${ms.servers.toFixed(1)}, PostgreSQL ${ms.postgres.toFixed(1)}, load generator ${ms.loadGenerator.toFixed(1)}`;

export async function instanceFigures({ smtp, tmpDir, freshDb, track, watch, seconds }) {
  console.log(
    `\n-- several instances: POST /api/subscribe (${SUBSCRIBE_CONNECTIONS} connections) and the career pair (${PAIR_CONNECTIONS} connections), ${seconds} s each --`,
  );
  console.log("  rate limits on, one X-Forwarded-For per subscription/pair (TRUST_PROXY=1); connections split evenly over the instances;");
  console.log("  p99 over every answer of the run; CPU in cores kept busy during the run");
  const started = await startPostgres();
  let stopped;
  // Stopped when this section ends, or by the bench's cleanup if it fails first.
  const cluster = await track(Promise.resolve({ ...started, name: "postgres", stop: () => (stopped ??= started.stop()) }));
  const postmaster = () => [Number(fs.readFileSync(path.join(cluster.dataDir, "postmaster.pid"), "utf8").split("\n")[0])];
  const shared = {
    TRUST_PROXY: "1",
    RATE_LIMIT: "on",
    APP_SECRET: randomBytes(32).toString("base64url"),
    STORAGE_KEY: randomBytes(32).toString("base64"),
  };
  await prepareDb({ ...process.env, NODE_ENV: "production", DATABASE_URL: cluster.url, ...shared });
  const uploadDir = path.join(tmpDir, "instances-uploads");

  const setups = [
    { label: "SQLite, 1 instance", databases: [freshDb("instances-sqlite").url] },
    { label: "PostgreSQL, 1 instance", databases: [cluster.url] },
    { label: "PostgreSQL, 2 instances", databases: [cluster.url, cluster.url] },
  ];
  const figures = {};
  for (const setup of setups) {
    const servers = [];
    try {
      for (const [i, databaseUrl] of setup.databases.entries()) {
        const name = `inst-${setup.label.split(",")[0].toLowerCase()}-${setup.databases.length}-${i}`;
        servers.push(
          await track(startApp({ adapter: "better-sqlite3", databaseUrl, smtpPort: smtp.port, tmpDir, name, env: { ...shared, UPLOAD_DIR: uploadDir } })),
        );
      }
      // Counted first, while no load run's queued mail keeps the outbox worker busy.
      if (setup.label === "PostgreSQL, 1 instance") figures.statements = await statementsOf(servers[0], cluster);
      const watchers = servers.map((server) => watch(server.pid));
      const groups = { servers: () => servers.map((s) => s.pid), postgres: () => (setup.databases[0] === cluster.url ? postmaster() : []) };
      const subscribe = await subscribeRun(servers, groups, seconds);
      const pair = await pairRun(servers, groups, seconds);
      figures[setup.label] = { subscribe, pair, instances: servers.length };
      console.log(
        `  ${setup.label.padEnd(24)} subscribe ${subscribe.perSecond.toFixed(1).padStart(7)} req/s  p99 ${String(subscribe.p99).padStart(4)} ms` +
          `  (${subscribe.done} answered 2xx, ${subscribe.errors} not: ${outcomes(subscribe)})`,
      );
      console.log(`  ${"".padEnd(24)}   CPU ${coresLine(subscribe)}`);
      console.log(
        `  ${"".padEnd(24)} pair      ${pair.perSecond.toFixed(1).padStart(7)} pairs/s p99 ${String(pair.p99).padStart(4)} ms` +
          `  (${pair.done} pairs stored, ${pair.errors} requests not 2xx: ${outcomes(pair)})`,
      );
      console.log(`  ${"".padEnd(24)}   CPU ${coresLine(pair)}`);
      for (const watcher of watchers) watcher.stop();
    } finally {
      for (const server of servers) await server.stop();
    }
  }
  const one = figures["PostgreSQL, 1 instance"];
  const two = figures["PostgreSQL, 2 instances"];
  const ratio = (a, b) => (b > 0 ? a / b : 0);
  const scaling = { subscribe: ratio(two.subscribe.perSecond, one.subscribe.perSecond), pair: ratio(two.pair.perSecond, one.pair.perSecond) };
  console.log(`  scaling on PostgreSQL, 2 instances / 1: subscribe ${scaling.subscribe.toFixed(2)}x, pair ${scaling.pair.toFixed(2)}x`);
  await cluster.stop();
  return { ...figures, scaling };
}

/**
 * One request on a connection of its own, closed after the answer: fetch's pool reused a kept-alive
 * socket the server had just closed ("other side closed"), and a POST is not sent again.
 */
function sendOnItsOwnConnection(url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent: false }, (answer) => {
      const chunks = [];
      answer.on("data", (chunk) => chunks.push(chunk));
      answer.on("error", reject);
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", (error) => reject(new Error(`${method} ${url}: ${error.message}`, { cause: error })));
    request.end(body);
  });
}

/** The statements of one subscription and of one career pair, each sent alone, printed by kind. */
async function statementsOf(server, cluster) {
  // The requests of one run (a subscription; a pair: JSON, then its upload), one after the other.
  const sendAlone = (requests) => async () => {
    const context = {};
    for (const request of requests) {
      const { path: target, ...init } = request.setupRequest({ method: request.method, path: request.path }, context) ?? {};
      const answer = await sendOnItsOwnConnection(`${server.url}${target}`, { ...init, method: request.method });
      request.onResponse(answer.status, answer.body, context);
      if (answer.status < 200 || answer.status > 299) {
        const sent = JSON.stringify({ headers: init.headers, body: String(init.body ?? "").slice(0, 300) });
        throw new Error(
          `${target} answered ${answer.status} ${JSON.stringify(answer.headers)} while its statements were counted: ${answer.body.toString("utf8").slice(0, 300)}; sent ${sent}`,
        );
      }
    }
  };
  const tag = () => `stmt-${randomBytes(3).toString("hex")}`;
  // Routes loaded, connections open and rate-limit rows made, as under load; their mail sent.
  for (let i = 0; i < 3; i++) await sendAlone(subscribeRequests(tag(), []))();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const subscribe = await countStatements(cluster, sendAlone(subscribeRequests(tag(), [])));
  const pair = await countStatements(cluster, sendAlone(pairRequests(tag(), { uploaded: new Set(), pairMs: [] }, nextIp)));
  for (const [label, counts] of [
    ["one subscription", subscribe],
    ["one career pair", pair],
  ]) {
    console.log(`  statements of ${label}: handler ${statementLine(counts, "request")}; background workers ${statementLine(counts, "background")}`);
  }
  return { subscribe, pair };
}

export function addInstanceRows(figures, add) {
  for (const [label, { subscribe, pair }] of Object.entries(figures).filter(([key]) => !["scaling", "statements"].includes(key))) {
    add(
      `subscribe, ${label}`,
      `${subscribe.perSecond.toFixed(1)} req/s, p99 ${subscribe.p99} ms`,
      "every answer 2xx",
      subscribe.errors === 0 && subscribe.done > 0,
    );
    add(`career pair, ${label}`, `${pair.perSecond.toFixed(1)} pairs/s, p99 ${pair.p99} ms`, "every answer 2xx", pair.errors === 0 && pair.done > 0);
  }
  // #24 item 3: a subscription on PostgreSQL costs the server at most 5 ms of CPU.
  const pg = figures["PostgreSQL, 1 instance"].subscribe;
  add(
    "subscribe CPU per answer, PostgreSQL",
    `${pg.msPerAnswer.servers.toFixed(1)} ms server (+${pg.msPerAnswer.postgres.toFixed(1)} ms PostgreSQL)`,
    `<= ${SUBSCRIBE_CPU_MS} ms server CPU`,
    pg.done > 0 && pg.msPerAnswer.servers <= SUBSCRIBE_CPU_MS,
  );
  if (figures.statements) {
    for (const [label, counts] of [
      ["subscription", figures.statements.subscribe],
      ["career pair", figures.statements.pair],
    ]) {
      add(
        `PostgreSQL statements per ${label}`,
        `${counts.total.request} by the handler, ${counts.total.background} by workers`,
        "informational (see the lines above)",
        true,
      );
    }
  }
  const { scaling } = figures;
  add(
    "scaling 2/1 instances (PostgreSQL)",
    `subscribe ${scaling.subscribe.toFixed(2)}x, pair ${scaling.pair.toFixed(2)}x`,
    ">= 1.6x if the DB is not the limit",
    scaling.subscribe >= 1.6 && scaling.pair >= 1.6,
    " (see the CPU lines)",
  );
}
