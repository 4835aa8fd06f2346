// Makes sure Debian's PostgreSQL server programs exist for the tests' throwaway clusters,
// installing the `postgresql` package with apt when we are root; otherwise says what to install.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { postgresBin } from "./postgres.mjs";

if (postgresBin()) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
  console.log("[ensure-postgres] PostgreSQL not found; installing Debian's postgresql package with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "postgresql"], { stdio: "inherit", env });
  if (postgresBin()) process.exit(0);
}

console.error(`[ensure-postgres] No PostgreSQL server found under /usr/lib/postgresql.
The tests run the data layer on SQLite and on a throwaway PostgreSQL cluster.
Install it with:   sudo apt-get update && sudo apt-get install -y postgresql`);
process.exit(1);
