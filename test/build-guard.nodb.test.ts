// The lock and the registry of server/build-guard.mjs with real processes: starts made together
// check or make the build one at a time, a lock left by a killed process is taken over, and only
// live servers count against a rebuild.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error plain-Node script without types
import { liveServers, withBuildLock } from "../server/build-guard.mjs";

type Server = { pid: number; port: number };
const live = liveServers as (base: string) => Server[];
const lock = withBuildLock as <T>(base: string, work: () => Promise<T>, options?: { pollMs?: number }) => Promise<T>;

const CHILD = path.resolve("test/support/guard-child.mjs");
const children: ChildProcess[] = [];
const bases: string[] = [];

function newBase(): string {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "guard-"));
  bases.push(base);
  return base;
}

function child(args: string[]): { process: ChildProcess; lines: string[]; exited: Promise<number | null> } {
  const proc = spawn(process.execPath, [CHILD, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  children.push(proc);
  const lines: string[] = [];
  proc.stdout?.on("data", (chunk: Buffer) => lines.push(...chunk.toString().split("\n").filter(Boolean)));
  return { process: proc, lines, exited: new Promise((resolve) => proc.once("exit", (code) => resolve(code))) };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const at = (lines: string[], word: string) => Number(lines.find((line) => line.startsWith(word))?.split(" ")[1]);

afterEach(() => {
  for (const proc of children.splice(0)) proc.kill("SIGKILL");
  for (const base of bases.splice(0)) fs.rmSync(base, { recursive: true, force: true });
});

describe("build lock", () => {
  it("lets two processes in one after the other: the second waits until the first released it", async () => {
    const base = newBase();
    const first = child(["lock", base, "until-SIGUSR2"]);
    await until(() => first.lines.some((line) => line.startsWith("locked")));
    const second = child(["lock", base, "10"]);
    await until(() => second.lines.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(second.lines).toEqual([`waiting for ${first.process.pid}`]); // still waiting
    first.process.kill("SIGUSR2");
    expect(await second.exited).toBe(0);
    expect(await first.exited).toBe(0);
    expect(at(second.lines, "locked")).toBeGreaterThanOrEqual(at(first.lines, "unlocking"));
    expect(fs.readdirSync(base)).toEqual([]);
  });

  it("takes over a lock whose holder was killed (SIGKILL) while holding it", async () => {
    const base = newBase();
    const holder = child(["lock", base, "60000"]);
    await until(() => holder.lines.some((line) => line.startsWith("locked")));
    holder.process.kill("SIGKILL");
    await holder.exited;
    expect(fs.existsSync(path.join(base, ".next-build.lock"))).toBe(true);
    expect(await lock(base, async () => "ran", { pollMs: 20 })).toBe("ran");
    expect(fs.readdirSync(base)).toEqual([]);
  });

  it("runs ten processes started together one at a time", async () => {
    const base = newBase();
    const runs = Array.from({ length: 10 }, () => child(["lock", base, "100"]));
    expect(await Promise.all(runs.map((run) => run.exited))).toEqual(Array(10).fill(0));
    const spans = runs.map((run) => [at(run.lines, "locked"), at(run.lines, "unlocking")] as const).sort((a, b) => a[0] - b[0]);
    for (let i = 1; i < spans.length; i += 1) expect(spans[i]![0]).toBeGreaterThanOrEqual(spans[i - 1]![1]);
  });
});

describe("server registry", () => {
  it("lists the live servers with their ports and forgets one killed with SIGKILL or stopped", async () => {
    const base = newBase();
    const a = child(["serve", base, "3001"]);
    const b = child(["serve", base, "3002"]);
    await until(() => a.lines.includes("serving") && b.lines.includes("serving"));
    expect(live(base)).toEqual([
      { pid: a.process.pid, port: 3001 },
      { pid: b.process.pid, port: 3002 },
    ]);

    a.process.kill("SIGKILL");
    await a.exited;
    expect(fs.readdirSync(path.join(base, ".next-servers"))).toHaveLength(2); // its entry is left behind...
    expect(live(base)).toEqual([{ pid: b.process.pid, port: 3002 }]); // ...but does not count, and is removed
    expect(fs.readdirSync(path.join(base, ".next-servers"))).toEqual([`${b.process.pid}.json`]);

    b.process.kill("SIGTERM");
    await b.exited;
    expect(fs.readdirSync(path.join(base, ".next-servers"))).toEqual([]);
    expect(live(base)).toEqual([]);
  });

  it("does not count an entry whose pid now belongs to another process (started at another time)", () => {
    const base = newBase();
    fs.mkdirSync(path.join(base, ".next-servers"));
    fs.writeFileSync(path.join(base, ".next-servers", `${process.pid}.json`), JSON.stringify({ pid: process.pid, ticks: "1", port: 3009 }));
    expect(live(base)).toEqual([]);
  });
});
