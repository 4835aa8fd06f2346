// `npm test`: lint, type check, unit tests, the end-to-end suite against a production build, then
// `npm run bench -- --quick` on that same build (every bench section as a smoke; it fails when a
// section fails, never on a figure).
// The machine is the limit (CI has 2 cores), so the steps that leave a core idle overlap: lint and
// the type check together, then the unit tests (two processes, ./test-unit.mjs) beside the
// production build; the end-to-end suite runs alone, then the quick bench, its sections in three
// lanes side by side (a section keeps at most about one core busy, one app server and its load
// generator, with waits between: on 2 cores two lanes of today's sections took 296 s where three
// took 251 s, every section ok). The build starts only after the type check, which reads the
// route types the build rewrites under .next/types. Every step runs even when one before it
// failed (so one run reports everything); the exit code is 1 if any failed.
// Each step's output is printed whole when it ends, so reports do not interleave; the end-to-end
// suite prints as it goes.
import { spawn } from "node:child_process";
import fs from "node:fs";
import { CHECKS } from "./bench/sections.mjs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const node = process.execPath;

// The quick bench's lanes: these two, then every other section (a new one runs in the third).
const BENCH_LANE_1 = ["subscribe", "pages", "booking"];
const BENCH_LANE_2 = ["get", "applications", "auth", "blogs", "workspace"];
const BENCH_LANE_3 = Object.keys(CHECKS).filter((name) => !BENCH_LANE_1.includes(name) && !BENCH_LANE_2.includes(name));
const quickBench = (sections) => [node, "tools/bench/run.mjs", "--quick", "--only", sections.join(",")];

const STEPS = {
  ensure: { command: [node, "tools/ensure-tools.mjs"] },
  lint: { command: [npm, "run", "-s", "lint"], after: ["ensure"] },
  typecheck: { command: [npm, "run", "-s", "typecheck"], after: ["ensure"] },
  unit: { command: [node, "tools/test-unit.mjs"], after: ["ensure"] },
  build: { command: [node, "server/build.mjs"], after: ["typecheck"] },
  e2e: { command: [npm, "exec", "--", "playwright", "test"], after: ["lint", "unit", "build"], live: true },
  "bench 1": { command: quickBench(BENCH_LANE_1), after: ["e2e"] },
  "bench 2": { command: quickBench(BENCH_LANE_2), after: ["e2e"] },
  "bench 3": { command: quickBench(BENCH_LANE_3), after: ["e2e"] },
};

function exec([file, ...args], live) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(file, args, { stdio: live ? "inherit" : ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString() }));
  });
}

const results = new Map();
const running = new Map();

function start(name) {
  if (running.has(name)) return running.get(name);
  const step = STEPS[name];
  const promise = (async () => {
    await Promise.all((step.after ?? []).map(start));
    const started = Date.now();
    if (step.live) console.log(`\n== ${name}`);
    const result = await exec(step.command, step.live);
    const seconds = Math.round((Date.now() - started) / 1000);
    if (!step.live) process.stdout.write(`\n== ${name} (${seconds} s)\n${result.output}`);
    results.set(name, { ok: result.ok, seconds });
  })();
  running.set(name, promise);
  return promise;
}

// The end-to-end tests that failed or needed a retry, from Playwright's JSON report, so the last lines
// of a long run say which ones.
function e2eOutcomes() {
  let report;
  try {
    report = JSON.parse(fs.readFileSync("test-results/e2e-report.json", "utf8"));
  } catch {
    return [];
  }
  const lines = [];
  const visit = (suite, titles) => {
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected" && test.status !== "flaky") continue;
        const error = test.results?.find((result) => result.error)?.error?.message ?? "";
        const firstLine = error.replace(/\x1b\[[0-9;]*m/g, "").split("\n")[0];
        lines.push(`  ${test.status === "flaky" ? "flaky " : "FAILED"} ${[...titles, spec.title].filter(Boolean).join(" › ")}: ${firstLine}`.slice(0, 400));
      }
    }
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return lines;
}

const began = Date.now();
fs.rmSync("test-results/e2e-report.json", { force: true });
await Promise.all(Object.keys(STEPS).map(start));
const summary = [...results].map(([name, { ok, seconds }]) => `${name} ${ok ? "passed" : "FAILED"} (${seconds} s)`);
const outcomes = e2eOutcomes();
if (outcomes.length) console.log(`\n== end-to-end tests that failed or were retried\n${outcomes.join("\n")}`);
console.log(`\n== npm test: ${summary.join(", ")}; ${Math.round((Date.now() - began) / 1000)} s in all`);
process.exit([...results.values()].every((result) => result.ok) ? 0 : 1);
