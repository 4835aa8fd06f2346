// Makes sure the project's two Chromiums exist (./chromium-flags.mjs): Debian's Chromium for the
// bench and its headless shell for Playwright's end-to-end tests, installing each Debian package
// with apt when we are root; otherwise says what to install.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { ensureDebianPackage } from "./ensure-debian-package.mjs";
import { CHROMIUM_PATH, HEADLESS_SHELL_PATH } from "./chromium-flags.mjs";

function works(path) {
  try {
    execFileSync(path, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

for (const [name, binary, what, variable] of [
  ["chromium", CHROMIUM_PATH, "The bench measures pages in Debian's Chromium", "CHROMIUM_PATH"],
  ["chromium-headless-shell", HEADLESS_SHELL_PATH, "The end-to-end tests drive Debian's Chromium headless shell", "HEADLESS_SHELL_PATH"],
]) {
  ensureDebianPackage({
    name,
    found: () => fs.existsSync(binary) && works(binary),
    tag: "ensure-browser",
    why: `No ${name} found at ${binary}.\n${what} (Playwright cannot download its own browser here);\nor point ${variable} at another one.`,
  });
}
