// A second production server from the same build, with its own database, upload folder and
// environment: for tests that need another SITE_URL, or that count every row and file and so
// must not share them with the tests running beside them. Listens on 127.0.0.1 only.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { descendants } from "../../tools/proc-tree.mjs";
import { copyOwnTemplate } from "./own-template.mjs";

// Playwright runs from the project root (as playwright.config.ts assumes too).
const root = path.resolve(".");
const script = (folder: "server" | "tools", name: string) => path.join(root, folder, name);

export type OwnServer = {
  baseUrl: string;
  port: number;
  dir: string;
  dbFile: string;
  uploadDir: string;
  stop(): Promise<void>;
  /** Ends the server and its launcher at once with SIGKILL, as a crash would: no shutdown hook runs. */
  crash(): Promise<void>;
  /** What the start and the server printed so far (stdout and stderr). */
  output(): string;
  /** The server's process (server/server.mjs, below its launcher start.mjs). */
  serverPid(): number;
};

async function waitUntilUp(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${url}`);
}

const buildId = () => fs.readFileSync(path.join(root, ".next", "BUILD_ID"), "utf8");

/**
 * Starts a server as `npm start` does (server/start.mjs) on the build the suite already made
 * (`node server/build.mjs` ran first, with the same environment, so the start finds it current
 * whatever PORT is). Only a caller that sets its own SITE_URL gets `--existing-build`: that build
 * was made for another SITE_URL, and the start would refuse to rebuild under the suite's server.
 * Pages prerendered at build time then keep the build's SITE_URL; what the server decides per
 * request (HSTS, cookies, origin checks, mail links) follows `env`.
 */
export type OwnServerOptions = {
  /** The port to listen on (a balancer's upstream); a free one otherwise. */
  port?: number;
  /** Each line the server writes to its standard output (its log), as it comes. */
  onLogLine?: (line: string) => void;
  /** A file that keeps the server's standard output (its JSON log lines, after start.mjs's own). */
  logFile?: string;
  /**
   * Start from no database, as a new install's first `npm start` does. Otherwise a SQLite server
   * starts from a copy of the one serve.mjs made that way (./own-template.mjs).
   */
  newInstall?: boolean;
};

export async function startOwnServer(env: Record<string, string> = {}, options: OwnServerOptions = {}): Promise<OwnServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-own-"));
  const port = options.port ?? Number(execFileSync(process.execPath, [script("tools", "free-port.mjs")], { encoding: "utf8" }));
  const dbFile = path.join(dir, "own.db");
  const uploadDir = path.join(dir, "uploads");
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production" as const,
    DATABASE_URL: `file:${dbFile}`,
    PORT: String(port),
    HOSTNAME: "127.0.0.1",
    VAR_DIR: path.join(dir, "var"),
    MAIL_DIR: path.join(dir, "mail"),
    UPLOAD_DIR: uploadDir,
    SMTP_URL: "",
    TRUST_PROXY: "1",
    ...env,
  };
  if (env.DATABASE_URL === undefined && !options.newInstall) await copyOwnTemplate(String(process.env.E2E_DIR), dbFile);
  // `npm start`'s script: the database made and seeded, the build checked, the server with its flags.
  const builtAs = buildId();
  const flags = env.SITE_URL === undefined ? [] : ["--existing-build"];
  const child = spawn(process.execPath, [script("server", "start.mjs"), ...flags], { env: fullEnv, cwd: root, stdio: ["ignore", "pipe", "pipe"] });
  const printed: Buffer[] = [];
  let pending = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    printed.push(chunk);
    if (options.logFile) fs.appendFileSync(options.logFile, chunk);
    if (!options.onLogLine) return;
    const lines = (pending + chunk.toString("utf8")).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) options.onLogLine(line);
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    printed.push(chunk);
    process.stderr.write(chunk);
  });
  const output = () => Buffer.concat(printed).toString();
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const crash = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    // The server first (start.mjs would otherwise exit cleanly when its child dies), then the launcher.
    for (const pid of [...descendants(child.pid ?? 0), child.pid ?? 0]) {
      try {
        process.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    await exited;
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
    if (buildId() !== builtAs) throw new Error("a second server rebuilt .next under the suite's server");
  };
  try {
    await waitUntilUp(`${baseUrl}/robots.txt`, child, Date.now() + 150_000);
  } catch (error) {
    process.stderr.write(output());
    await stop();
    throw error;
  }
  const serverPid = () => {
    const pid = descendants(child.pid ?? 0).find((candidate) => {
      try {
        return fs.readFileSync(`/proc/${candidate}/cmdline`, "utf8").includes("server/server.mjs");
      } catch {
        return false; // ended meanwhile
      }
    });
    if (pid === undefined) throw new Error("the server's process is gone");
    return pid;
  };
  return { baseUrl, port, dir, dbFile, uploadDir, stop, crash, output, serverPid };
}
