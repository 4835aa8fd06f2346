// Makes sure a Chromium for Playwright exists: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// installing the Debian package with apt when we are root; otherwise says what to install.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const candidate = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function works(path) {
  try {
    execFileSync(path, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

if (fs.existsSync(candidate) && works(candidate)) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && fs.existsSync("/usr/bin/apt-get")) {
  console.log("[ensure-browser] Chromium not found; installing Debian's chromium package with apt-get");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
  if (works("/usr/bin/chromium")) process.exit(0);
}

console.error(`[ensure-browser] No Chromium found at ${candidate}.
The end-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here).
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at another Chromium or Chrome binary.`);
process.exit(1);
