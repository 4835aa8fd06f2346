// Issue #34's "Done when": the long inputs that once held the server's only thread (test/support/
// hostile.ts) each answered quickly while GET / sent beside them still answers quickly, beside
// GET / alone in the same run. For each of a 100,000-letter one-word DOCX and PDF to
// /api/resume/details and the Create a Blog form with a 126 KB profile link to /api/create-blog:
// the hostile request is sent and, from GET_AFTER_MS later until it is answered, GET / one after
// another; each is timed to its whole answer (on loopback: the server's time plus a local round
// trip), and a run's figure for GET / is its slowest (whichever met the stall, if any). Then a path
// of 16,000 slashes and a letter, timed to its 308. Medians of RUNS are held to the targets; the
// slowest run is printed beside them.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { isDeepStrictEqual } from "node:util";
import { root } from "../../server/lib.mjs";
import { pick } from "./quick.mjs";
import { startApp } from "./servers.mjs";
import { median } from "./stats.mjs";

const RUNS = pick(7, 3);
const ALONE = pick(30, 6);
const GET_AFTER_MS = 10;
const TARGETS = { hostileMs: 200, besideMs: 50, slashesMs: 20 };

const fmt = (ms) => `${ms.toFixed(1)} ms`;

async function timedFetch(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const text = await response.text();
  let body = text;
  try {
    body = JSON.parse(text);
  } catch {
    // HTML (GET /) stays text.
  }
  return { ms: performance.now() - started, status: response.status, body };
}

/** GET `path` with node:http as sent (fetch would normalise it), timed to its whole answer. */
function timedRawGet(base, target) {
  const { hostname, port } = new URL(base);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname, port, path: target, agent: false }, (response) => {
      response.resume();
      response.on("end", () => resolve({ ms: performance.now() - started, status: response.statusCode, location: response.headers.location }));
    });
    request.on("error", reject);
  });
}

function hostileRequests(dir) {
  const file = (name, type) => new Blob([fs.readFileSync(path.join(dir, name))], { type });
  const { blogFields, resumeAnswer, blogAnswer } = JSON.parse(fs.readFileSync(path.join(dir, "hostile.json"), "utf8"));
  const resume = (name, type) => () => {
    const form = new FormData();
    form.append("resume", file(name, type), name);
    return { path: "/api/resume/details", init: { method: "POST", body: form } };
  };
  const blog = () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(blogFields)) form.append(name, value);
    return { path: "/api/create-blog", init: { method: "POST", body: form } };
  };
  const resumeRight = ({ status, body }) => status === 200 && isDeepStrictEqual(body, resumeAnswer);
  return [
    { label: "resume details, 100,000-letter DOCX", make: resume("hostile.docx", "application/octet-stream"), right: resumeRight },
    { label: "resume details, 100,000-letter PDF", make: resume("hostile.pdf", "application/pdf"), right: resumeRight },
    { label: "create-blog, 126 KB profile link", make: blog, right: ({ status, body }) => status === 422 && isDeepStrictEqual(body, blogAnswer) },
  ];
}

/** The hostile request, and GET / one after another from GET_AFTER_MS later until it is answered: the hostile answer and the slowest GET /. */
async function pair(url, hostile) {
  const { path: target, init } = hostile.make();
  let done = false;
  const sent = timedFetch(`${url}${target}`, init).finally(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, GET_AFTER_MS));
  const gets = [];
  do gets.push(await timedFetch(`${url}/`));
  while (!done);
  const answer = await sent;
  const slowest = gets.reduce((worst, get) => (get.ms > worst.ms ? get : worst));
  return { answer, beside: { ms: slowest.ms, status: gets.find((get) => get.status !== 200)?.status ?? 200 } };
}

export async function hostileFigures({ smtp, tmpDir, freshDb, track, watch }) {
  console.log(
    `\n-- hostile inputs (#34): each with GET / sent from ${GET_AFTER_MS} ms after it until it is answered, ${RUNS} runs; GET / alone ${ALONE} times --`,
  );
  const dir = fs.mkdtempSync(path.join(tmpDir, "hostile-"));
  execFileSync(process.execPath, ["--import", "tsx", path.join(root, "tools/bench/hostile-files.ts"), dir], { cwd: root, stdio: "inherit" });
  const { slashPath, slashLocation } = JSON.parse(fs.readFileSync(path.join(dir, "hostile.json"), "utf8"));
  const app = await track(startApp({ adapter: "better-sqlite3", databaseUrl: freshDb("hostile").url, smtpPort: smtp.port, tmpDir, name: "hostile" }));
  const watcher = watch(app.pid);
  const rows = [];
  const wrong = [];
  try {
    const requests = hostileRequests(dir);
    // Each route loads, and the resume reader starts its worker and parsers, before anything is timed.
    for (const hostile of requests) await pair(app.url, hostile);
    for (let i = 0; i < 3; i++) await timedFetch(`${app.url}/`);
    const alone = [];
    for (let i = 0; i < ALONE; i++) {
      const answer = await timedFetch(`${app.url}/`);
      if (answer.status !== 200) wrong.push(`GET / alone answered ${answer.status}`);
      alone.push(answer.ms);
    }
    const aloneMs = median(alone);
    console.log(`  GET / alone: median ${fmt(aloneMs)}, slowest ${fmt(Math.max(...alone))}`);
    rows.push({ figure: "GET / alone (baseline)", value: `${fmt(aloneMs)} (slowest ${fmt(Math.max(...alone))})`, target: "informational", pass: true });
    for (const hostile of requests) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await pair(app.url, hostile));
      for (const { answer, beside } of runs) {
        if (!hostile.right(answer)) wrong.push(`${hostile.label}: answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        if (beside.status !== 200) wrong.push(`GET / beside ${hostile.label}: answered ${beside.status}`);
      }
      const [hostileMs, besideMs] = [median(runs.map((run) => run.answer.ms)), median(runs.map((run) => run.beside.ms))];
      const [hostileMax, besideMax] = [Math.max(...runs.map((run) => run.answer.ms)), Math.max(...runs.map((run) => run.beside.ms))];
      console.log(
        `  ${hostile.label}: median ${fmt(hostileMs)} (slowest ${fmt(hostileMax)}); slowest GET / beside it: median ${fmt(besideMs)} (slowest ${fmt(besideMax)}), alone ${fmt(aloneMs)}`,
      );
      rows.push({
        figure: hostile.label,
        value: `${fmt(hostileMs)} (slowest ${fmt(hostileMax)})`,
        target: `< ${TARGETS.hostileMs} ms`,
        pass: hostileMs < TARGETS.hostileMs,
      });
      rows.push({
        figure: `slowest GET / beside ${hostile.label}`,
        value: `${fmt(besideMs)} (slowest ${fmt(besideMax)}; alone ${fmt(aloneMs)})`,
        target: `< ${TARGETS.besideMs} ms`,
        pass: besideMs < TARGETS.besideMs,
      });
    }
    const slashes = [];
    for (let i = 0; i < RUNS; i++) slashes.push(await timedRawGet(app.url, slashPath));
    for (const { status, location } of slashes)
      if (status !== 308 || location !== slashLocation) wrong.push(`${slashPath.length - 1} slashes and a letter: answered ${status} to ${location}`);
    const slashMs = median(slashes.map((run) => run.ms));
    const slashMax = Math.max(...slashes.map((run) => run.ms));
    console.log(
      `  path of ${(slashPath.length - 1).toLocaleString("en")} slashes and a letter: 308 in median ${fmt(slashMs)} (slowest ${fmt(slashMax)}), GET / alone ${fmt(aloneMs)}`,
    );
    rows.push({
      figure: `308 of a path of ${slashPath.length - 1} slashes`,
      value: `${fmt(slashMs)} (slowest ${fmt(slashMax)}; GET / alone ${fmt(aloneMs)})`,
      target: `< ${TARGETS.slashesMs} ms`,
      pass: slashMs < TARGETS.slashesMs,
    });
  } finally {
    watcher.stop();
    await app.stop();
  }
  for (const line of wrong) console.log(`  WRONG ${line}`);
  for (const row of rows) console.log(`  ${row.pass ? "PASS" : "FAIL"} ${row.figure}: ${row.value}, target ${row.target}`);
  return { rows, wrong };
}
