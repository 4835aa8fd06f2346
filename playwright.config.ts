import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "./tools/chromium-flags.mjs";

// The runner picks the port and throwaway directory once; workers inherit them through env.
const freePort = () => execFileSync(process.execPath, [path.resolve("tools/free-port.mjs")], { encoding: "utf8" });
process.env.E2E_PORT ??= freePort();
process.env.E2E_SMTP_PORT ??= freePort();
process.env.E2E_INBOUND_PORT ??= freePort();
process.env.E2E_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "e2e-"));

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
  testDir: "e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  // The JSON report lets `npm test` name failed and flaky tests in its last lines (tools/test.mjs).
  reporter: [
    ["list"],
    ["json", { outputFile: "test-results/e2e-report.json" }],
    ...(process.env.CI ? [] : [["html", { open: "never" }] as const]),
  ],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    // A trace records every action of every test (DOM snapshots, screenshots) and costs CPU that
    // a 2-core CI needs: there it is recorded on the retry of a failed test only.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: HEADLESS_SHELL_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    command: "node e2e/support/serve.mjs",
    url: `${baseURL}/robots.txt`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
  },
});
