// Two instances as two real processes on one PostgreSQL database, each with its own upkeep timer
// (test/support/upkeep-instance.ts): while both run, upkeep runs once per interval between them.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";

const db = createPrismaClient(process.env.DATABASE_URL ?? "");
afterAll(() => db.$disconnect());

const INTERVAL_MS = 2000;
const RUN_FOR_MS = 12_000;

async function instance(name: string): Promise<{ ready: number; stopped: number }> {
  const { stdout } = await promisify(execFile)("node_modules/.bin/tsx", [
    "--conditions=react-server",
    "test/support/upkeep-instance.ts",
    name,
    String(INTERVAL_MS),
    String(RUN_FOR_MS),
  ]);
  const at = (word: string) => Number(new RegExp(`^${word} (\\d+)$`, "m").exec(stdout)?.[1]);
  return { ready: at("ready"), stopped: at("stopped") };
}

it("two server processes on one database run upkeep once per interval between them", async () => {
  await db.upkeepRun.deleteMany();
  await db.upkeepLease.deleteMany();
  const [a, b] = await Promise.all([instance("process-a"), instance("process-b")]);
  const runs = await db.upkeepRun.findMany({ orderBy: { startedAt: "asc" } });
  const starts = runs.map((run) => run.startedAt.getTime());
  const gaps = starts.slice(1).map((at, i) => at - starts[i]!);
  expect(
    gaps.every((gap) => gap >= INTERVAL_MS),
    `gaps ${gaps.join(", ")}`,
  ).toBe(true);
  // While both ran, no interval went by without a run.
  const both = { from: Math.max(a.ready, b.ready), to: Math.min(a.stopped, b.stopped) };
  expect(both.to - both.from, "the two processes ran side by side").toBeGreaterThan(3 * INTERVAL_MS);
  const during = starts.filter((at) => at >= both.from && at <= both.to);
  expect(during.length).toBeGreaterThanOrEqual(Math.floor((both.to - both.from) / INTERVAL_MS) - 1);
  expect(runs.every((run) => ["process-a", "process-b"].includes(run.instance) && run.finishedAt !== null)).toBe(true);
}, 120_000);
