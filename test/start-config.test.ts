// The real start path (`npm start` runs scripts/start.mjs, which prepares the database first)
// refuses a wrong configuration before it creates or serves anything; the build stamp follows
// the variables baked into a build.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain-Node script without types
import { buildStamp } from "../scripts/lib.mjs";

const stamp = buildStamp as (env: Record<string, string | undefined>, sources?: string) => Promise<string>;

describe("start with a wrong configuration", () => {
  it("stops before creating anything, names DATABASE_URL once and exits non-zero", () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "start-config-"));
    const varDir = path.join(cwd, "var");
    const result = spawnSync(process.execPath, [path.resolve("scripts/start.mjs")], {
      cwd,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "mysql://x", VAR_DIR: varDir, NODE_ENV: "production" },
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    const output = result.stdout + result.stderr;
    expect(output.match(/Invalid configuration/g)).toHaveLength(1);
    expect(output).toContain('DATABASE_URL="mysql://x" must name a SQLite file');
    expect(output).not.toMatch(/\bat .*\.(m?js|ts):\d+/); // the message, not a stack trace
    expect(fs.readdirSync(cwd)).toEqual([]);
    expect(fs.existsSync(path.resolve("mysql:"))).toBe(false);
    fs.rmSync(cwd, { recursive: true, force: true });
  }, 70_000);
});

describe("build stamp", () => {
  const base = { NODE_ENV: "production", SITE_URL: "https://www.example.com" };

  it("changes with every build-time variable and not with the others", async () => {
    const sources = "same sources";
    const first = await stamp(base, sources);
    expect(await stamp({ ...base }, sources)).toBe(first);
    expect(await stamp({ ...base, SITE_URL: "https://other.example.com" }, sources)).not.toBe(first);
    expect(await stamp({ ...base, PORT: "4000" }, sources)).not.toBe(first);
    expect(await stamp({ ...base, NODE_ENV: "development" }, sources)).not.toBe(first);
    expect(await stamp({ ...base, SMTP_URL: "smtp://mail.example.com" }, sources)).toBe(first);
    expect(await stamp(base, "changed sources")).not.toBe(first);
  });
});
