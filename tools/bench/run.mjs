// `npm run bench [-- --quick]`: page weight and API throughput of the production build, each next
// to a bare baseline on the same machine, then a table of every figure against its target.
//
// - First visit in Debian's Chromium (fresh context) of the seven pages #14 names and the three
//   wizards: bytes received for scripts and in total, each against #14's budget for its kind, beside
//   a minimal static HTML page (bare node:http) and the bare Next.js page of bare-next.mjs (the
//   framework's floor).
// - GET / with autocannon, plain and conditional (If-None-Match → 304), against `next start` on the
//   same build and a bare node:http server answering the same HTML from memory with an ETag.
// - POST /api/subscribe (a new address per request) for each DB adapter, against a bare
//   node:http server inserting the same row through the same Prisma client; afterwards the stored
//   rows are compared with the 2xx answers.
// - Lighthouse (mobile) scores, CLS, LCP, TBT and JS of the same seven pages, beside both baselines.
// - The loading screen's first contentful and largest paints, against the same pages without it
//   and with the content hidden until it goes (loading-screen.mjs).
// - The career application pair (JSON, then a 200 KB PDF upload) at 20 connections against a bare
//   node:http server doing the same two writes, and 1,000 concurrent applications checked row by
//   row and file by file (applications.mjs).
// - Peak RSS of the app server over the whole run.
// - POST /api/auth/login against a bare argon2 + session insert server (auth.mjs).
// - A blog landing with 200 published posts in its area: server time, first-visit JS and
//   Lighthouse of the landing and a post (blogs.mjs).
// - A newsletter campaign to 5,000 subscribers: messages/s uncapped and capped, exactly one copy
//   each, also across a SIGTERM and a SIGKILL half-way (newsletter.mjs).
// - POST /api/subscribe and the career pair on SQLite (1 instance) and PostgreSQL (1 and 2
//   instances), rate limits on: req/s, p99, the 2/1 scaling and the CPU of each part (instances.mjs).
// - /book-a-call with 14 days of one operator fully booked and thousands of past calls and expired
//   holds, beside the same page with none (booking.mjs).
// - The applications board and list with 10,000 applications on SQLite and PostgreSQL, beside the same
//   pages with none (workspace.mjs).
// - Hostile inputs (#34): resumes of one 100,000-letter word and a 126 KB profile link, each with a
//   GET / beside it, and a path of 16,000 slashes and a letter, beside GET / alone (hostile.mjs).
// - Replies in over SMTP: messages/s into the site's receiver beside a bare smtp-server keeping
//   the same messages in memory, every message one row (inbound.mjs).
// `--only subscribe|pages|get|applications|auth|blogs|booking|workspace|newsletter|instances|hostile|inbound` runs just that section
// (and its part of the summary); a comma-separated list runs those (`npm test` runs two such
// lists side by side). Load runs are 50 connections for 10 s after a 1 s warm-up.
// `--quick` (npm test runs it) is the same run as a smoke: every section, 2 s load runs, small
// counts (quick.mjs), one Lighthouse run of one page. Everything runs on 127.0.0.1; every process
// started here is stopped and the temp dir removed at the end, also on SIGINT/SIGTERM.
// KB = 1024 bytes, MB = 1024 KB. The exit code ignores the figures against their targets; it is 1
// when a section fails: it throws, a server fails to start or crashes, it produces no figure or
// its correctness checks fail (sections.mjs; the table at the end names the failed section).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "../../server/lib.mjs";
import { prepareDb } from "../../server/prepare-db.mjs";
import { copySqliteDatabase } from "../../server/sqlite-file.mjs";
import { descendants } from "../proc-tree.mjs";
import { applicationFigures } from "./applications.mjs";
import { authFigures } from "./auth.mjs";
import { blogFigures } from "./blogs.mjs";
import { bookingFigures } from "./booking.mjs";
import { hostileFigures } from "./hostile.mjs";
import { inboundFigures } from "./inbound.mjs";
import { newsletterFigures } from "./newsletter.mjs";
import { workspaceFigures } from "./workspace.mjs";
import { instanceFigures } from "./instances.mjs";
import { load, loadLine, storedRows, subscribeRequests } from "./measure.mjs";
import { pageFigures, staticBaseline } from "./pages.mjs";
import { startApp, startInsertBaseline, startNextStart, startSmtpSink, watchRss } from "./servers.mjs";
import { printSummary } from "./report.mjs";
import { QUICK } from "./quick.mjs";
import { CHECKS, sectionRunner } from "./sections.mjs";
import { CONNECTIONS, getFigures, ratio, SECONDS, WARMUP_SECONDS, warmUp } from "./get.mjs";

const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const ADAPTERS = ["better-sqlite3", "libsql"];

const started = []; // every process started, stopped in reverse order by cleanup()
const { section, report } = sectionRunner(started);
const watchers = [];
let tmpDir;
let runs = 0;

// The machine may be shared: its load average is printed so noisy figures can be recognised.
const machine = () =>
  `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`;

let stopping = false;
async function track(promise) {
  const handle = await promise;
  // A SIGINT/SIGTERM's cleanup runs beside the section still going: what it starts after is stopped at once.
  if (stopping) {
    await handle.stop();
    throw new Error("the bench is stopping");
  }
  started.push(handle);
  return handle;
}

/** A copy of the migrated and seeded template database (cheaper and quieter than migrating again). */
function freshDb(name) {
  const file = path.join(tmpDir, `${name}.db`);
  copySqliteDatabase(path.join(tmpDir, "template.db"), file);
  return { file, url: `file:${file}` };
}

/** First visit, Lighthouse and the loading screen, on a fresh app server and baselines. */
async function pagesSection(smtp, figures) {
  const app = await track(startApp({ adapter: ADAPTERS[0], databaseUrl: freshDb("app-pages").url, smtpPort: smtp.port, tmpDir, name: "pages" }));
  const watcher = watchRss(app.pid);
  watchers.push(watcher);
  try {
    return await pageFigures(app, figures, { tmpDir, track });
  } finally {
    watcher.stop();
    await app.stop();
  }
}

/** The GET / figures, on a fresh app server and baseline. */
async function getSection(smtp, figures) {
  const appDb = freshDb("app-get");
  const app = await track(startApp({ adapter: ADAPTERS[0], databaseUrl: appDb.url, smtpPort: smtp.port, tmpDir, name: "get" }));
  const watcher = watchRss(app.pid);
  watchers.push(watcher);
  const { homeHtml, bare } = await staticBaseline(app, { tmpDir, track });
  const nextStart = await track(startNextStart(app.env));
  try {
    return await getFigures(app, nextStart, bare, homeHtml, figures);
  } finally {
    watcher.stop();
    await nextStart.stop();
    await bare.stop();
    await app.stop();
  }
}

/** Warm-up, then the measured subscribe run; rows are counted once the server has stopped. */
async function subscribeRun(server) {
  runs += 1;
  // One request alone first: a fresh server loads the route on its first request, which 50 at once
  // would wait for (on a busy machine past autocannon's 10 s, leaving a 2 s quick run with nothing).
  const first = await fetch(`${server.url}/api/subscribe`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: `bench-first-${runs}@example.com` }),
  });
  if (!first.ok) throw new Error(`POST /api/subscribe sent alone answered ${first.status}: ${await first.text()}`);
  await first.arrayBuffer();
  await warmUp(server.url, subscribeRequests(`w${runs}`, new Set()));
  const tag = `r${runs}`;
  const answered = new Set();
  const result = await load({ url: server.url, seconds: SECONDS, connections: CONNECTIONS, requests: subscribeRequests(tag, answered) });
  return { ...result, tag, answered };
}

function reportStored(label, run, dbFile) {
  run.stored = storedRows(dbFile, run.tag, run.answered);
  const { rows, missing, unanswered, outbox } = run.stored;
  run.match = rows === run.ok && missing === 0;
  console.log(loadLine(label, run));
  console.log(
    `  ${"".padEnd(28)} rows=${rows} 2xx=${run.ok} match=${run.match ? "yes" : "no"}` +
      (run.match
        ? ""
        : ` (2xx answers with no row: ${missing}; rows with no 2xx answer: ${unanswered}` +
          `${run.timeouts > 0 ? `, of ${run.timeouts} requests autocannon gave up on after 10 s` : ""})`),
  );
  if (Object.keys(outbox).length > 0) {
    const counts = Object.entries(outbox)
      .map(([status, n]) => `${status}=${n}`)
      .join(" ");
    console.log(`  ${"".padEnd(28)} outbox when stopped (incl. warm-up): ${counts}`);
  }
}

async function adapterFigures(adapter, smtp, figures) {
  const appDb = freshDb(`app-${adapter}`);
  const app = await track(startApp({ adapter, databaseUrl: appDb.url, smtpPort: smtp.port, tmpDir }));
  const watcher = watchRss(app.pid);
  watchers.push(watcher);
  let ours;
  try {
    console.log(`\n-- POST /api/subscribe, ${adapter} (autocannon, ${CONNECTIONS} connections, ${SECONDS} s, new address per request) --`);
    ours = await subscribeRun(app);
  } finally {
    watcher.stop();
    await app.stop();
  }
  reportStored(`app (${adapter})`, ours, appDb.file);
  if (app.stderrLines > 0) console.log(`  app server wrote ${app.stderrLines} lines to stderr, the first: ${app.firstStderr}`);

  const bareDb = freshDb(`bare-${adapter}`);
  const bare = await track(startInsertBaseline({ adapter, databaseUrl: bareDb.url }));
  let base;
  try {
    base = await subscribeRun(bare);
  } finally {
    await bare.stop();
  }
  reportStored(`baseline: bare insert`, base, bareDb.file);
  console.log(`  ratio ours/baseline: ${ratio(ours.rps, base.rps)}`);
  figures.subscribe[adapter] = { ours, base };
  return figures.subscribe[adapter];
}

async function cleanup() {
  stopping = true;
  for (const watcher of watchers) watcher.stop();
  for (const handle of started.reverse()) await handle.stop().catch(() => undefined);
  started.length = 0;
  // Whatever this process started and no handle stops (a `next build` of bare-next.mjs cut short, the
  // one-shot baseline sender) ends here too, before its files go; PostgreSQL is a handle above.
  for (const pid of descendants(process.pid)) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // gone meanwhile
    }
  }
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  tmpDir = undefined;
}

async function main() {
  console.log(`bench: ${QUICK ? "quick" : "full"} mode, load runs of ${SECONDS} s at ${CONNECTIONS} connections after a ${WARMUP_SECONDS} s warm-up`);
  const env = { ...process.env, NODE_ENV: "production" };
  // The Debian programs its sections drive (Chromium for the page rows, PostgreSQL for the
  // instances): installed as `npm test` installs them, so a fresh machine runs every section.
  await import("../ensure-browser.mjs");
  await import("../ensure-postgres.mjs");
  // Rebuilt only when stale (in `npm test` the build step just made it), never under a live server.
  await ensureBuild(env, { tag: "[bench]" });
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  console.log(`[bench] temp dir ${tmpDir}; machine: ${machine()}`);
  await prepareDb({ ...env, DATABASE_URL: `file:${path.join(tmpDir, "template.db")}` });
  const smtp = await track(startSmtpSink());

  const figures = { subscribe: {} };
  const watch = (pid) => watchers[watchers.push(watchRss(pid)) - 1];
  const context = { smtp, tmpDir, freshDb, track, watch, seconds: SECONDS };
  const wanted = (name) => !ONLY || ONLY.split(",").includes(name);
  if (wanted("subscribe"))
    for (const adapter of ADAPTERS) await section(`subscribe ${adapter}`, CHECKS.subscribe, () => adapterFigures(adapter, smtp, figures));
  if (wanted("pages")) await section("pages", CHECKS.pages, () => pagesSection(smtp, figures));
  if (wanted("get")) await section("get", CHECKS.get, () => getSection(smtp, figures));
  if (wanted("applications")) figures.applications = await section("applications", CHECKS.applications, () => applicationFigures(context));
  if (wanted("auth")) figures.auth = await section("auth", CHECKS.auth, () => authFigures(context));
  if (wanted("blogs")) figures.blogs = await section("blogs", CHECKS.blogs, () => blogFigures(context));
  if (wanted("booking")) figures.booking = await section("booking", CHECKS.booking, () => bookingFigures(context));
  if (wanted("workspace")) figures.workspace = await section("workspace", CHECKS.workspace, () => workspaceFigures(context));
  if (wanted("newsletter")) figures.newsletter = await section("newsletter", CHECKS.newsletter, () => newsletterFigures(context));
  if (wanted("instances")) figures.instances = await section("instances", CHECKS.instances, () => instanceFigures(context));
  if (wanted("hostile")) figures.hostile = await section("hostile", CHECKS.hostile, () => hostileFigures(context));
  if (wanted("inbound")) figures.inbound = await section("inbound", CHECKS.inbound, () => inboundFigures(context));
  // Only sections that run the app server under load watch it (not the auth or blog sections alone).
  figures.peakRssMb = watchers.length > 0 ? Math.max(...watchers.map((w) => w.peakMb)) : undefined;
  const children = watchers.some((w) => w.sawChildren) ? " (incl. its child processes)" : "";
  if (figures.peakRssMb !== undefined) console.log(`\n-- app server peak RSS${children}: ${figures.peakRssMb.toFixed(1)} MB --`);
  console.log(`[bench] machine at the end: ${machine()}`);
  printSummary(figures, { adapters: ADAPTERS.filter((adapter) => figures.subscribe[adapter]), connections: CONNECTIONS });
  if (!report()) process.exitCode = 1;
}

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    console.error(`[bench] ${signal}: stopping`);
    void cleanup().finally(() => process.exit(130));
  });
}

try {
  await main();
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack : error}`);
  process.exitCode = 1;
} finally {
  const crashed = started.filter((handle) => handle.crashed);
  await cleanup();
  if (crashed.length > 0) {
    console.error(`[bench] crashed during the run: ${crashed.map((handle) => handle.name).join(", ")}`);
    process.exitCode = 1;
  }
}
