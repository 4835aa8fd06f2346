// Makes sure a Chromium for Playwright exists: CHROMIUM_PATH, then Debian's /usr/bin/chromium,
// installing the Debian package with apt when we are root; otherwise says what to install.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { ensureDebianPackage } from "./ensure-debian-package.mjs";

const candidate = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function works(path) {
  try {
    execFileSync(path, ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

ensureDebianPackage({
  name: "chromium",
  found: () => fs.existsSync(candidate) && works(candidate),
  tag: "ensure-browser",
  why: `No Chromium found at ${candidate}.\nThe end-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here);\nor point CHROMIUM_PATH at another Chromium or Chrome binary.`,
});
