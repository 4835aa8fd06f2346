// Item 1 and 6 of #22: one build, many processes. Servers started exactly as `npm start` starts them
// (server/start.mjs, no flag) from one checkout on one throwaway PostgreSQL: two together, a third
// beside them, then three one by one; every public page answers 200 on each, the build is never
// remade, and a start or build that would need another build refuses in one line while servers run.
// Each start prints the address, the database, the mail mode and what was migrated, and no warning.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";

type Cluster = { url: string; port: number; stop(): Promise<void> };
const BUILD_ID = path.resolve(".next/BUILD_ID");
const build = () => ({ id: fs.readFileSync(BUILD_ID, "utf8"), mtimeMs: fs.statSync(BUILD_ID).mtimeMs });
const MIGRATIONS = fs
  .readdirSync("prisma/postgres/migrations")
  .filter((name) => fs.existsSync(path.join("prisma/postgres/migrations", name, "migration.sql")))
  .sort();

let cluster: Cluster;
let env: Record<string, string>;
let paths: string[] = [];
const running: OwnServer[] = [];
const builtAs = build();

/** Every public page the sitemap lists (its URLs name the build's SITE_URL: only the path is used). */
async function sitemapPaths(server: OwnServer): Promise<string[]> {
  const xml = await (await fetch(`${server.baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
}

/** The status of every page on `server` that did not answer 200, by path (empty when all did). */
async function failures(server: OwnServer): Promise<Record<string, number>> {
  const failed: Record<string, number> = {};
  for (let i = 0; i < paths.length; i += 6) {
    await Promise.all(
      paths.slice(i, i + 6).map(async (page) => {
        const response = await fetch(`${server.baseUrl}${page}`, { redirect: "manual" });
        await response.arrayBuffer();
        if (response.status !== 200) failed[page] = response.status;
      }),
    );
  }
  return failed;
}

async function start(): Promise<OwnServer> {
  const server = await startOwnServer(env);
  running.push(server);
  return server;
}

/** The lines a start printed about itself: no Prisma warning, and what an operator needs to know. */
function expectCleanStart(server: OwnServer) {
  const output = server.output();
  expect(output).not.toContain("WARNING");
  expect(output).not.toContain("Driver Adapter");
  // The server's own lines are JSON (lib/core/log.ts); the start's are plain.
  expect(output).toContain(`"msg":"[server] ready on http://127.0.0.1:${server.port}"}\n`);
  expect(output).toContain(`[mail] SMTP_URL unset: mail is written as .eml files to ${server.dir}/mail\n`);
  expect(output).toContain("[start] production build is current, not rebuilding\n");
  return output.split("\n").find((line) => line.startsWith("[db] ")) ?? "";
}

/** Runs a script of the project with `extra` over the servers' environment; resolves with its exit code and output. */
function runScript(script: string, extra: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "refused-"));
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env, DATABASE_URL: `file:${dir}/db.sqlite`, VAR_DIR: dir, NODE_ENV: "production", ...extra },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const chunks: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", (code) => resolve({ code, output: Buffer.concat(chunks).toString() }));
  });
}

test.describe("one build served by many processes from one checkout", () => {
  test.describe.configure({ mode: "serial" });

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // @ts-expect-error: plain-JS script shared with the unit tests and the bench
    const { startPostgres } = (await import("../tools/postgres.mjs")) as { startPostgres(): Promise<Cluster> };
    cluster = await startPostgres();
    env = { DATABASE_URL: cluster.url, APP_SECRET: randomBytes(32).toString("base64url"), STORAGE_KEY: randomBytes(32).toString("base64") };
  });

  test.afterAll(async () => {
    test.setTimeout(120_000);
    await Promise.all(running.splice(0).map((server) => server.stop()));
    await cluster?.stop();
    expect(build()).toEqual(builtAs);
  });

  test("two started together and a third started beside them serve every page, and nothing is rebuilt", async () => {
    test.setTimeout(600_000);
    const [a, b] = await Promise.all([start(), start()]);
    paths = await sitemapPaths(a!);
    expect(paths.length).toBeGreaterThan(60);
    for (const server of [a!, b!]) expect(await failures(server)).toEqual({});

    // Started together: one applied every migration, the other waited on the lock and found none to apply.
    const where = `[db] PostgreSQL 127.0.0.1:${cluster.port}/app: `;
    expect([expectCleanStart(a!), expectCleanStart(b!)].sort()).toEqual(
      [`${where}applied ${MIGRATIONS.length} migrations (${MIGRATIONS[0]} … ${MIGRATIONS.at(-1)})`, `${where}schema is current, no migration to apply`].sort(),
    );

    const c = await start();
    expect(expectCleanStart(c)).toBe(`${where}schema is current, no migration to apply`);
    for (const server of [a!, b!, c]) expect(await failures(server)).toEqual({});
    expect(build()).toEqual(builtAs);
  });

  test("a start or a build that needs another SITE_URL refuses in one line while servers run, and changes nothing", async () => {
    test.setTimeout(120_000);
    const built = process.env.SITE_URL ? JSON.stringify(process.env.SITE_URL) : "unset";
    const other = { SITE_URL: "https://other.example.com" };
    const expected = (tag: string, ports: string) =>
      `[${tag}] not rebuilding .next under running servers: SITE_URL changed (the build has ${built}, this start "https://other.example.com") ` +
      `since the build that the servers on ports ${ports} serve; stop them, then run \`npm run build\` or \`npm start\``;
    // The ports named are those of every live server of this build: these, the suite's own server,
    // and those of any spec running beside this one.
    const portsIn = (line: string) => /servers on ports ([\d, ]+) serve;/.exec(line)?.[1] ?? "";
    const ours = [...running.map((server) => server.port), Number(process.env.E2E_PORT)];
    const expectRefusal = (line: string, tag: string) => {
      expect(line).toBe(expected(tag, portsIn(line)));
      expect(portsIn(line).split(", ").map(Number)).toEqual(expect.arrayContaining(ours));
    };

    const refusedStart = await runScript("server/start.mjs", { ...other, PORT: "1" });
    expect(refusedStart.code).toBe(1);
    const startLines = refusedStart.output
      .trim()
      .split("\n")
      .filter((line) => line.startsWith("[start] "));
    expect(startLines).toHaveLength(1);
    expectRefusal(startLines[0] ?? "", "start");
    const refusedBuild = await runScript("server/build.mjs", other);
    expect(refusedBuild.code).toBe(1);
    // A start of another spec's server may hold the build lock a moment: the build says it waits, then refuses.
    const buildLines = refusedBuild.output
      .trim()
      .split("\n")
      .filter((line) => !line.startsWith("[build] waiting for another start or build"));
    expect(buildLines).toHaveLength(1);
    expectRefusal(buildLines[0] ?? "", "build");

    for (const server of running) expect(await failures(server)).toEqual({});
    expect(build()).toEqual(builtAs);
  });

  test("three started one by one, each while the others run, all serve every page", async () => {
    test.setTimeout(600_000);
    await Promise.all(running.splice(0).map((server) => server.stop()));
    for (let n = 1; n <= 3; n += 1) {
      const server = await start();
      expectCleanStart(server);
      for (const each of running) expect(await failures(each)).toEqual({});
    }
    expect(build()).toEqual(builtAs);
  });
});
