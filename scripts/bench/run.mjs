// `npm run bench [-- --quick]`: page weight and API throughput of the production build, each next
// to a bare baseline on the same machine, then a table of every figure against its target.
//
// - First visit in Debian's Chromium (fresh context) of the seven pages #14 names and the three
//   wizards: bytes received for scripts and in total, each against #14's budget for its kind, beside
//   a minimal static HTML page (bare node:http) and the bare Next.js page of bare-next.mjs (the
//   framework's floor).
// - GET / with autocannon, plain and conditional (If-None-Match → 304), against a bare node:http
//   server answering the same HTML from memory with an ETag.
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
// `--only pages|get|applications|auth|blogs|newsletter|instances` runs just that section (and its part of the summary).
// Load runs are 50 connections for 10 s (3 s with --quick), after a 1 s warm-up. Everything runs
// on 127.0.0.1; every process started here is stopped and the temp dir removed at the end.
// KB = 1024 bytes, MB = 1024 KB. Exit code 0 whatever the figures; 1 if a server fails to start,
// a process crashes or the bench itself fails.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ensureBuild } from "../lib.mjs";
import { prepareDb } from "../prepare-db.mjs";
import { audit, lighthouseLine } from "./lighthouse.mjs";
import { startBareNext } from "./bare-next.mjs";
import { loadingScreenFigures } from "./loading-screen.mjs";
import { applicationFigures } from "./applications.mjs";
import { authFigures } from "./auth.mjs";
import { blogFigures } from "./blogs.mjs";
import { newsletterFigures } from "./newsletter.mjs";
import { instanceFigures } from "./instances.mjs";
import { firstVisit, load, loadLine, storedRows, subscribeRequests } from "./measure.mjs";
import { startApp, startInsertBaseline, startSmtpSink, startStaticBaseline, watchRss } from "./servers.mjs";
import { printSummary } from "./report.mjs";

const QUICK = process.argv.includes("--quick");
const ONLY = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
const SECONDS = QUICK ? 3 : 10;
const WARMUP_SECONDS = 1;
const CONNECTIONS = 50;
const ADAPTERS = ["better-sqlite3", "libsql"];
// The pages #14 names: the three home pages, the blog index, a blog landing, a post and a wizard.
const LIGHTHOUSE_PATHS = ["/", "/it-consulting", "/recruitment", "/blogs", "/business-blog", "/recruitment-blog/writing-a-role-brief", "/career-form"];
// #14's first-visit JavaScript budgets (KB received) by page kind; a post has none of its own.
const JS_BUDGET_KB = { "/": 100, "/it-consulting": 110, "/recruitment": 110, "/blogs": 100, "/business-blog": 110,
  "/recruitment-blog/writing-a-role-brief": undefined, "/career-form": 130, "/business-form": 130, "/partner-form": 130 };
const MINIMAL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title></head><body><h1>Hello</h1></body></html>\n`;

const started = []; // every process started, stopped in reverse order by cleanup()
const watchers = [];
let tmpDir;
let runs = 0;

// The machine may be shared: its load average is printed so noisy figures can be recognised.
const machine = () => `${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(2)).join(" ")}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ratio = (ours, base) => (base > 0 ? `${(ours / base).toFixed(2)}x` : "n/a");

async function track(promise) {
  const handle = await promise;
  started.push(handle);
  return handle;
}

/** A copy of the migrated and seeded template database (cheaper and quieter than migrating again). */
function freshDb(name) {
  const file = path.join(tmpDir, `${name}.db`);
  for (const suffix of ["", "-wal", "-shm"]) {
    const source = path.join(tmpDir, `template.db${suffix}`);
    if (fs.existsSync(source)) fs.copyFileSync(source, `${file}${suffix}`);
  }
  return { file, url: `file:${file}` };
}

async function warmUp(url, requests) {
  await load({ url, seconds: WARMUP_SECONDS, connections: CONNECTIONS, requests });
}

/** The bare static server of the baselines, serving the app's / as it answered and a minimal page. */
async function staticBaseline(app) {
  const homeHtml = await (await fetch(`${app.url}/`)).text();
  const homeFile = path.join(tmpDir, "home.html");
  const minimalFile = path.join(tmpDir, "minimal.html");
  fs.writeFileSync(homeFile, homeHtml);
  fs.writeFileSync(minimalFile, MINIMAL_PAGE);
  return { homeHtml, bare: await track(startStaticBaseline({ homeFile, minimalFile })) };
}

async function pageFigures(app, figures) {
  const { homeHtml, bare } = await staticBaseline(app);
  const bareNext = await track(startBareNext(tmpDir));

  console.log("\n-- first visit (Chromium, fresh context, bytes received incl. headers; #14's budget by page kind) --");
  const paths = Object.keys(JS_BUDGET_KB);
  const [base, floor, ...ours] = await firstVisit([`${bare.url}/minimal.html`, `${bareNext.url}/`, ...paths.map((p) => app.url + p)]);
  const line = (label, s, budget) => `  ${label.padEnd(40)} JS ${kb(s.scriptBytes).padStart(9)} (${s.scripts} files)` +
    `   total ${kb(s.totalBytes).padStart(9)} (${s.requests} responses, ${s.pending} open, ${s.failed} failed)${budget ? `   budget ${budget} KB` : ""}`;
  console.log(line("baseline: minimal page", base));
  console.log(line("baseline: bare Next.js page (next start, gzip)", floor));
  console.log(`  ${"".padEnd(40)} its ${bareNext.scripts} module scripts weigh ${bareNext.scriptKb.toFixed(1)} KB brotli: the framework's floor`);
  ours.forEach((sizes, i) => console.log(line(`app ${paths[i]}`, sizes, JS_BUDGET_KB[paths[i]])));
  figures.firstVisit = { base, floor, floorBrotliKb: bareNext.scriptKb, pages: ours.map((sizes, i) => ({ path: paths[i], sizes, budgetKb: JS_BUDGET_KB[paths[i]] })) };

  console.log("\n-- Lighthouse, mobile, median of 3 runs (Debian Chromium; baselines: the minimal page, the bare Next.js page) --");
  const pages = LIGHTHOUSE_PATHS.map((p) => `${app.url}${p}`);
  const audits = await audit([...pages, `${bare.url}/minimal.html`, `${bareNext.url}/`]);
  audits.slice(0, pages.length).forEach((result) => console.log(lighthouseLine(result)));
  console.log(lighthouseLine(audits.at(-2), "baseline: minimal page"));
  console.log(lighthouseLine(audits.at(-1), "baseline: bare Next.js page"));
  figures.lighthouse = audits.slice(0, pages.length);
  figures.lighthouseFloor = audits.at(-1);
  await bareNext.stop();

  figures.loadingScreen = await loadingScreenFigures(app.url);
  await getFigures(app, bare, homeHtml, figures);
  await bare.stop();
}

/** GET / plain, then conditional (If-None-Match of the answer's ETag, answered 304), app and baseline in one run. */
async function getFigures(app, bare, homeHtml, figures) {
  console.log(`\n-- GET / (autocannon, ${CONNECTIONS} connections, ${SECONDS} s) --`);
  console.log(`  baseline: bare node:http serving the app's / HTML (${kb(Buffer.byteLength(homeHtml))}) from memory, raw bytes, with an ETag;`);
  console.log("  autocannon sends no Accept-Encoding, so the app answers uncompressed too");
  const get = {};
  for (const [label, url] of [["app", app.url], ["baseline", bare.url]]) {
    await warmUp(url);
    get[label] = await load({ url, seconds: SECONDS, connections: CONNECTIONS });
    console.log(loadLine(label, get[label]));
    const answer = await fetch(url);
    const headers = { "if-none-match": answer.headers.get("etag") ?? "" };
    if (label === "app") console.log(`  app headers: ETag ${headers["if-none-match"]}, Cache-Control ${answer.headers.get("cache-control")}`);
    await warmUp(url, [{ method: "GET", path: "/", headers }]);
    get[`${label}Conditional`] = await load({ url, seconds: SECONDS, connections: CONNECTIONS, headers, okStatus: "3xx" });
    console.log(loadLine(`${label}, If-None-Match (304)`, get[`${label}Conditional`]));
  }
  console.log(`  ratio ours/baseline: plain ${ratio(get.app.rps, get.baseline.rps)}, conditional ${ratio(get.appConditional.rps, get.baselineConditional.rps)}`);
  figures.get = get;
}

/** `--only pages`: first visit, Lighthouse and GET /, on a fresh app server and baseline. */
async function pagesOnly(smtp, figures) {
  const app = await track(startApp({ adapter: ADAPTERS[0], databaseUrl: freshDb("app-pages").url, smtpPort: smtp.port, tmpDir }));
  const watcher = watchRss(app.pid);
  watchers.push(watcher);
  try {
    await pageFigures(app, figures);
  } finally {
    watcher.stop();
  }
}

/** `--only get`: just the GET / figures, on a fresh app server and baseline. */
async function getOnly(smtp, figures) {
  const appDb = freshDb("app-get");
  const app = await track(startApp({ adapter: ADAPTERS[0], databaseUrl: appDb.url, smtpPort: smtp.port, tmpDir }));
  const { homeHtml, bare } = await staticBaseline(app);
  await getFigures(app, bare, homeHtml, figures);
}

/** Warm-up, then the measured subscribe run; rows are counted once the server has stopped. */
async function subscribeRun(server) {
  runs += 1;
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
  console.log(`  ${"".padEnd(28)} rows=${rows} 2xx=${run.ok} match=${run.match ? "yes" : "no"}` +
    (run.match ? "" : ` (2xx answers with no row: ${missing}; rows with no 2xx answer: ${unanswered}` +
      `${run.timeouts > 0 ? `, of ${run.timeouts} requests autocannon gave up on after 10 s` : ""})`));
  if (Object.keys(outbox).length > 0) {
    const counts = Object.entries(outbox).map(([status, n]) => `${status}=${n}`).join(" ");
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
    if (!figures.get) await pageFigures(app, figures);
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
}

async function cleanup() {
  for (const watcher of watchers) watcher.stop();
  for (const handle of started.reverse()) await handle.stop().catch(() => undefined);
  started.length = 0;
  if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  tmpDir = undefined;
}

async function main() {
  console.log(`bench: ${QUICK ? "quick" : "full"} mode, load runs of ${SECONDS} s at ${CONNECTIONS} connections after a ${WARMUP_SECONDS} s warm-up`);
  const env = { ...process.env, NODE_ENV: "production" };
  await ensureBuild(env);
  tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  console.log(`[bench] temp dir ${tmpDir}; machine: ${machine()}`);
  await prepareDb({ ...env, DATABASE_URL: `file:${path.join(tmpDir, "template.db")}` });
  const smtp = await track(startSmtpSink());

  // The first app server (better-sqlite3, the app's default) also serves the page figures.
  const figures = { subscribe: {} };
  if (!ONLY) for (const adapter of ADAPTERS) await adapterFigures(adapter, smtp, figures);
  const watch = (pid) => {
    const watcher = watchRss(pid);
    watchers.push(watcher);
    return watcher;
  };
  if (ONLY === "get") await getOnly(smtp, figures);
  if (ONLY === "pages") await pagesOnly(smtp, figures);
  if (!ONLY || ONLY === "applications") {
    figures.applications = await applicationFigures({ smtp, tmpDir, freshDb, track, watch, seconds: SECONDS });
  }
  if (!ONLY || ONLY === "auth") figures.auth = await authFigures({ smtp, tmpDir, freshDb, track, watch, seconds: SECONDS });
  if (!ONLY || ONLY === "blogs") figures.blogs = await blogFigures({ smtp, tmpDir, freshDb, track, watch });
  if (!ONLY || ONLY === "newsletter") figures.newsletter = await newsletterFigures({ tmpDir, freshDb, track, watch });
  if (!ONLY || ONLY === "instances") figures.instances = await instanceFigures({ smtp, tmpDir, freshDb, track, watch, seconds: SECONDS });
  figures.peakRssMb = Math.max(...watchers.map((w) => w.peakMb));
  const children = watchers.some((w) => w.sawChildren) ? " (incl. its child processes)" : "";
  console.log(`\n-- app server peak RSS${children}: ${figures.peakRssMb.toFixed(1)} MB --`);
  console.log(`[bench] machine at the end: ${machine()}`);
  printSummary(figures, { adapters: ONLY ? [] : ADAPTERS, connections: CONNECTIONS });
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
