// The processes the bench starts (app server, bare baselines, SMTP sink) and the peak-RSS monitor.
// Every baseline runs in its own process: inside the bench process it would share an event loop
// with autocannon and be measured unfairly slow.
import { spawn } from "node:child_process";
import { SERVER_NODE_FLAGS, serverEnv } from "../../server/server-flags.mjs";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { root } from "../../server/lib.mjs";

const here = path.dirname(new URL(import.meta.url).pathname);
const LOG_LINES = 40;
const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

// Each process writes its output to files, as a deployed server writes to its journal: read
// through a pipe, an app server's log line per request would be parsed in this process, whose
// event loop also drives autocannon, and slow the load it measures (the bare baselines log nothing).
const logDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-logs-"));
process.once("exit", () => fs.rmSync(logDir, { recursive: true, force: true }));
const readText = (file) => {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return "";
  }
};
const linesOf = (file) => readText(file).split("\n").filter(Boolean);

/**
 * Spawns a server and resolves once its output contains `readyText`. Rejects (after killing it)
 * if it exits first or is not ready within `timeoutMs`. The returned handle's `crashed` turns
 * true if the process later exits without `stop()` having been called.
 */
export async function startProcess(name, args, { env, readyText, timeoutMs = 90_000 }) {
  const base = path.join(logDir, `${name.replace(/[^A-Za-z0-9-]+/g, "-")}-${Date.now()}`);
  const [outFile, errFile] = [`${base}.out`, `${base}.err`];
  const [out, err] = [fs.openSync(outFile, "a"), fs.openSync(errFile, "a")];
  const child = spawn(process.execPath, args, { cwd: root, env, stdio: ["ignore", out, err] });
  fs.closeSync(out);
  fs.closeSync(err);
  const handle = {
    name,
    pid: child.pid,
    crashed: false,
    get stderrLines() {
      return linesOf(errFile).length;
    },
    get firstStderr() {
      return linesOf(errFile)[0] ?? "";
    },
    /** The last lines it wrote, stderr's after stdout's. */
    get log() {
      return [...linesOf(outFile).slice(-LOG_LINES), ...linesOf(errFile).slice(-LOG_LINES)];
    },
    stop,
    kill,
  };
  let stopping = false;
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));

  void exited.then(({ code, signal }) => {
    if (stopping) return;
    handle.crashed = true;
    console.error(`[bench] ${name} (pid ${child.pid}) exited unexpectedly: code=${code} signal=${signal}`);
    printLog(handle);
  });

  /** Ends it with `signal` on purpose (not a crash), e.g. SIGKILL to test recovery. */
  async function kill(signal) {
    stopping = true;
    child.kill(signal);
    return exited;
  }

  async function stop() {
    if (stopping) return exited;
    stopping = true;
    if (child.exitCode !== null || child.signalCode !== null) return exited;
    child.kill("SIGTERM");
    const done = await Promise.race([exited, delay(8000).then(() => null)]);
    if (done) return done;
    child.kill("SIGKILL");
    return exited;
  }

  const started = Date.now();
  while (!readText(outFile).includes(readyText) && !readText(errFile).includes(readyText)) {
    if (handle.crashed) throw new Error(`${name} exited before it was ready`);
    if (Date.now() - started > timeoutMs) {
      await stop();
      printLog(handle);
      throw new Error(`${name} was not ready within ${timeoutMs / 1000} s`);
    }
    await delay(50);
  }
  return handle;
}

export function printLog(handle) {
  const lines = handle.log;
  if (lines.length === 0) return;
  console.error(`[bench] last lines of ${handle.name}:\n  ${lines.join("\n  ")}`);
}

// BENCH_APP_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof": more Node flags for every app server
// the bench starts (a CPU profile of each, written when it stops; --cpu-prof is refused in NODE_OPTIONS).
const PROFILE_FLAGS = (process.env.BENCH_APP_NODE_FLAGS ?? "").split(" ").filter(Boolean);

/** The production server (server/server.mjs) with rate limits off; `name` keeps its var/ apart. */
export async function startApp({ adapter, databaseUrl, smtpPort, tmpDir, name = adapter, env: extraEnv = {} }) {
  const port = await freePort();
  const varDir = path.join(tmpDir, `var-${name}`);
  const env = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    DB_ADAPTER: adapter,
    RATE_LIMIT: "off",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}?requireTLS=false`,
    MAIL_DIR: path.join(varDir, "mail"),
    UPLOAD_DIR: path.join(varDir, "uploads"),
    VAR_DIR: varDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  const handle = await startProcess(`app server (${adapter})`, [...SERVER_NODE_FLAGS, ...PROFILE_FLAGS, "server/server.mjs"], {
    env: serverEnv(env),
    readyText: "[server] ready on",
  });
  return Object.assign(handle, { url: `http://127.0.0.1:${port}`, uploadDir: env.UPLOAD_DIR, env });
}

/** Next's own server (`next start`) on the same build and settings as the app server `appEnv` ran with. */
export async function startNextStart(appEnv) {
  const port = await freePort();
  const handle = await startProcess("next start", [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...appEnv, PORT: String(port), NEXT_TELEMETRY_DISABLED: "1" },
    readyText: "Ready",
  });
  return Object.assign(handle, { url: `http://127.0.0.1:${port}` });
}

/** Bare node:http server answering `/` with `homeFile` and `/minimal.html` with `minimalFile`. */
export async function startStaticBaseline({ homeFile, minimalFile }) {
  const port = await freePort();
  const handle = await startProcess("bare static server", [path.join(here, "static-server.mjs"), homeFile, minimalFile], {
    env: { ...process.env, PORT: String(port) },
    readyText: "[static] ready",
  });
  return Object.assign(handle, { url: `http://127.0.0.1:${port}` });
}

/** A bare baseline written in TypeScript, on a free port, with the app's Prisma client. */
async function startTsBaseline(name, file, readyText, env) {
  const port = await freePort();
  // `--import tsx` keeps it one process (the tsx CLI would add a wrapper process).
  const handle = await startProcess(name, ["--import", "tsx", path.join(here, file)], {
    env: { ...process.env, PORT: String(port), ...env },
    readyText,
  });
  return Object.assign(handle, { url: `http://127.0.0.1:${port}` });
}

/** Bare node:http server inserting one Subscriber row per POST through the app's Prisma client. */
export function startInsertBaseline({ adapter, databaseUrl }) {
  return startTsBaseline(`bare insert server (${adapter})`, "baseline-insert-server.ts", "[insert] ready", {
    DATABASE_URL: databaseUrl,
    DB_ADAPTER: adapter,
  });
}

/** Bare node:http server inserting the career row, then writing the uploaded file, per POST. */
export function startApplicationBaseline({ adapter, databaseUrl, uploadDir }) {
  return startTsBaseline(`bare application server (${adapter})`, "baseline-application-server.ts", "[application] ready", {
    DATABASE_URL: databaseUrl,
    DB_ADAPTER: adapter,
    UPLOAD_DIR: uploadDir,
  });
}

/** SMTP server that accepts every message and throws it away. */
export async function startSmtpSink() {
  const port = await freePort();
  const handle = await startProcess("smtp sink", [path.join(here, "smtp-sink.mjs")], {
    env: { ...process.env, PORT: String(port) },
    readyText: "[smtp] ready",
  });
  return Object.assign(handle, { port });
}

function readStatusKb(pid, field) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? 0);
  } catch {
    return 0; // the process is gone
  }
}

function descendants(pid) {
  let children = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/**
 * Polls a process every 200 ms. Its own peak is the kernel's high-water mark (VmHWM), which
 * catches spikes between polls; if it has child processes, their current RSS is added too.
 */
export function watchRss(pid) {
  let peakKb = 0;
  let sawChildren = false;
  const poll = () => {
    const kids = descendants(pid);
    if (kids.length > 0) sawChildren = true;
    const current = readStatusKb(pid, "VmRSS") + kids.reduce((sum, kid) => sum + readStatusKb(kid, "VmRSS"), 0);
    peakKb = Math.max(peakKb, readStatusKb(pid, "VmHWM"), current);
  };
  poll();
  const timer = setInterval(poll, 200);
  return {
    get peakMb() {
      return peakKb / 1024;
    },
    get sawChildren() {
      return sawChildren;
    },
    stop() {
      poll();
      clearInterval(timer);
    },
  };
}
