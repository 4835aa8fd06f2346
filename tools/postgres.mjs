// A throwaway PostgreSQL cluster for tests and the bench: Debian's `postgresql` package, initdb +
// pg_ctl on a loopback port, removed by stop(). As root both must run as the `postgres` user.
import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port.mjs";

/** The directory of initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function postgresBin() {
  const base = "/usr/lib/postgresql";
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((name) => fs.existsSync(path.join(base, name, "bin", "initdb")));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(base, newest, "bin") : null;
}

const asRoot = typeof process.getuid === "function" && process.getuid() === 0;

const asOwner = (command, args) => (asRoot ? ["runuser", ["-u", "postgres", "--", command, ...args]] : [command, args]);

function runAsOwner(command, args) {
  const [file, argv] = asOwner(command, args);
  execFileSync(file, argv, { stdio: ["ignore", "pipe", "pipe"] });
}

/** As runAsOwner, without blocking the caller's event loop (a test measuring requests meanwhile). */
async function runAsOwnerAsync(command, args) {
  const [file, argv] = asOwner(command, args);
  await promisify(execFile)(file, argv);
}

/** Starts an empty cluster with one database; returns its URL, stopServer()/startServer() for outages and a stop() that removes it. */
export async function startPostgres({ database = "app" } = {}) {
  const bin = postgresBin();
  if (!bin) throw new Error("PostgreSQL is not installed: apt-get install -y postgresql (see .ci/run)");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-"));
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  const port = Number(await freePort());
  const data = path.join(dir, "data");
  runAsOwner(path.join(bin, "initdb"), ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`;
  const startArgs = ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"];
  runAsOwner(path.join(bin, "pg_ctl"), startArgs);
  const admin = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  execFileSync(path.join(bin, "psql"), [admin, "-q", "-c", `CREATE DATABASE "${database}"`], { stdio: "ignore" });
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/${database}`,
    adminUrl: admin,
    port,
    /** The cluster's data directory (postmaster.pid names its main process). */
    dataDir: data,
    /** Stops the server as an operator would (sessions are ended), keeping its data: an outage. */
    stopServer: () => runAsOwnerAsync(path.join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]),
    /** Starts it again on the same port with the same data. */
    startServer: () => runAsOwnerAsync(path.join(bin, "pg_ctl"), startArgs),
    async stop() {
      try {
        // Not running when a test's outage was left unfinished.
        if (fs.existsSync(path.join(data, "postmaster.pid"))) runAsOwner(path.join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
