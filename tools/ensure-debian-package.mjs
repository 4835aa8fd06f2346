// Makes sure a Debian package the tests need is installed: when `found()` says it is missing and
// we are root, installs `name` with apt; otherwise prints how to install it and exits with 1.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

export function ensureDebianPackage({ name, found, tag, why }) {
  if (found()) return;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
    console.log(`[${tag}] not found; installing Debian's ${name} package with apt-get`);
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", name], { stdio: "inherit", env });
    if (found()) return;
  }
  console.error(`[${tag}] ${why}\nInstall it with:   sudo apt-get update && sudo apt-get install -y ${name}`);
  process.exit(1);
}
