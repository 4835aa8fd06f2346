// The real start path (`npm start` runs server/start.mjs, which prepares the database first)
// refuses a wrong configuration before it creates or serves anything; the build stamp follows
// the variables baked into a build (not PORT: one build serves every port).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain-Node script without types
import { buildChange, buildStamp } from "../server/lib.mjs";

type Stamp = Record<string, string>;
const stamp = buildStamp as (env: Record<string, string | undefined>, sources?: string) => Promise<Stamp>;
const change = buildChange as (built: Stamp | null, wanted: Stamp) => string | null;

describe("start with a wrong configuration", () => {
  it("stops before creating anything, names DATABASE_URL once and exits non-zero", () => {
    const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "start-config-"));
    const varDir = path.join(cwd, "var");
    const result = spawnSync(process.execPath, [path.resolve("server/start.mjs")], {
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

  it("changes with every build-time variable and the sources, not with PORT or the others", async () => {
    const sources = "same sources";
    const first = await stamp(base, sources);
    expect(await stamp({ ...base }, sources)).toEqual(first);
    expect(await stamp({ ...base, PORT: "4000" }, sources)).toEqual(first);
    expect(await stamp({ ...base, SMTP_URL: "smtp://mail.example.com" }, sources)).toEqual(first);
    expect(await stamp({ ...base, SITE_URL: "https://other.example.com" }, sources)).not.toEqual(first);
    expect(await stamp({ ...base, NODE_ENV: "development" }, sources)).not.toEqual(first);
    expect(await stamp(base, "changed sources")).not.toEqual(first);
  });

  it("names what changed: the setting with both values, or the sources", async () => {
    const built = await stamp(base, "a");
    expect(change(built, await stamp({ ...base, PORT: "3002" }, "a"))).toBeNull();
    expect(change(built, await stamp({ ...base, SITE_URL: "" }, "a"))).toBe('SITE_URL changed (the build has "https://www.example.com", this start unset)');
    expect(change(built, await stamp({ ...base, NODE_ENV: "development" }, "a"))).toBe(
      'NODE_ENV changed (the build has "production", this start "development")',
    );
    expect(change(built, await stamp(base, "b"))).toBe("the sources changed");
    expect(change(null, built)).toBe("there is no finished build");
  });
});
