// Scheduled upkeep on both databases. On PostgreSQL each "instance" has its own Prisma client (its
// own connection pool), as separate processes would; on SQLite, which one process owns, they share
// the process's client (better-sqlite3 waits for a lock synchronously, so two connections in one
// thread would wait on each other). Intervals are seconds here, not hours; what is asserted is the
// rule (never two runs within an interval, never a gap of two), not a timing.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";
import { LocalDiskStore } from "@/lib/core/storage/local-disk";
import { claimUpkeep, runUpkeep, upkeepSteps, type UpkeepDeps } from "@/lib/features/admin/upkeep";
import * as authExpiry from "@/lib/features/auth/expired";
import { createUpkeepScheduler, type UpkeepScheduler, type UpkeepSchedulerOptions } from "@/lib/runtime/upkeep-scheduler";

const url = process.env.DATABASE_URL ?? "";
const db = createPrismaClient(url);
const root = fs.mkdtempSync(path.join(os.tmpdir(), "upkeep-"));
const mailDir = path.join(root, "mail");
const store = new LocalDiskStore(path.join(root, "uploads"));
const steps = upkeepSteps(authExpiry);
const clients = [db];
/** A client of its own on PostgreSQL; the process's one client on SQLite. */
function clientOfAnInstance() {
  if (!url.startsWith("postgres")) return db;
  const client = createPrismaClient(url);
  clients.push(client);
  return client;
}
const schedulers: UpkeepScheduler[] = [];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An instance: its own client (its own connections) and scheduler. */
function instance(name: string, options: Partial<UpkeepSchedulerOptions> & { intervalMs: number }, deps: Partial<UpkeepDeps> = {}) {
  const client = clientOfAnInstance();
  const scheduler = createUpkeepScheduler({ db: client, store, mailDir, steps, ...deps }, { instance: name, random: () => 0, log: () => {}, ...options });
  schedulers.push(scheduler);
  return scheduler;
}

const runs = () => db.upkeepRun.findMany({ orderBy: { startedAt: "asc" } });

async function expiredSession(): Promise<void> {
  const user = await db.user.create({ data: { email: `upkeep-${randomUUID()}@example.com`, name: "Upkeep" } });
  await db.session.create({ data: { tokenHash: randomUUID(), userId: user.id, expiresAt: new Date(Date.now() - 60_000) } });
}

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await sleep(50);
  }
}

beforeEach(async () => {
  await Promise.all(schedulers.splice(0).map((scheduler) => scheduler.stop()));
  await db.upkeepRun.deleteMany();
  await db.upkeepLease.deleteMany();
  // What the "expired sign-ins" step counts: an expired code another file left would be counted too.
  await db.session.deleteMany();
  await db.oneTimeCode.deleteMany();
  await db.codeGuard.deleteMany();
});
afterAll(async () => {
  await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  await Promise.all(clients.map((client) => client.$disconnect()));
  fs.rmSync(root, { recursive: true, force: true });
});

describe("scheduled upkeep", () => {
  it("gives the lease to exactly one of many instances trying at the same moment", async () => {
    const now = new Date();
    const tries = Array.from({ length: 8 }, (_, i) => claimUpkeep(clientOfAnInstance(), { holder: `instance-${i}`, intervalMs: 60_000, now }));
    expect((await Promise.all(tries)).filter(Boolean)).toHaveLength(1);
    // Held, and an interval not yet over: neither a timer nor npm run retention (interval 0) gets it.
    expect(await claimUpkeep(db, { holder: "late", intervalMs: 60_000, now: new Date(now.getTime() + 1) })).toBe(false);
    expect(await claimUpkeep(db, { holder: "command", intervalMs: 0, now: new Date(now.getTime() + 1) })).toBe(false);
  });

  it("runs once per interval across two instances waking at the same moments", async () => {
    const intervalMs = 1500;
    const started = Date.now();
    for (const name of ["a", "b"]) instance(name, { intervalMs, firstDelayMs: 100 }).start();
    await sleep(6 * intervalMs + 300);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
    const all = await runs();
    const starts = all.map((run) => run.startedAt.getTime());
    expect(starts[0]! - started).toBeLessThan(intervalMs);
    const gaps = starts.slice(1).map((at, i) => at - starts[i]!);
    // Never two in one interval (both woke each time and raced for the lease)...
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(intervalMs);
    // ...and never an interval left out: each run starts within an interval of when it was due (an
    // interval after the last start, or when the last run ended if it took longer on a busy machine).
    for (const [i, run] of all.slice(1).entries()) {
      const before = all[i]!;
      const due = Math.max(before.startedAt.getTime() + intervalMs, (before.finishedAt ?? before.startedAt).getTime());
      expect(run.startedAt.getTime() - due).toBeLessThan(intervalMs);
    }
    expect(all.length).toBeGreaterThanOrEqual(5);
    expect(all.every((run) => run.finishedAt !== null && run.trigger === "schedule" && run.error === null)).toBe(true);
  }, 30_000);

  it("starts an overdue run soon after start, with what it removed recorded", async () => {
    await expiredSession();
    await db.upkeepLease.create({ data: { name: "upkeep", leaseUntil: new Date(0), lastStartedAt: new Date(Date.now() - 2 * 3_600_000) } });
    instance("overdue", { intervalMs: 3_600_000, firstDelayMs: 200 }).start();
    await until(async () => (await db.upkeepRun.count({ where: { finishedAt: { not: null } } })) === 1, 5_000);
    // The run is recorded finished in one write and the lease let go in the next.
    await until(async () => (await db.upkeepLease.findUnique({ where: { name: "upkeep" } }))?.holder === null, 5_000);
    const [run] = await runs();
    expect(run).toMatchObject({ instance: "overdue", trigger: "schedule", error: null });
    expect(JSON.parse(run!.removed)).toEqual({
      careerApplications: 0,
      resumeFiles: 0,
      businessEnquiries: 0,
      partnershipEnquiries: 0,
      enquiryFiles: 0,
      contactMessages: 0,
      feedback: 0,
      outboxMails: 0,
      deliveries: 0,
      mailFiles: 0,
      orphanFiles: 0,
      vitals: 0,
      auditEvents: 0,
      jobAlerts: 0,
      unmatchedMail: 0,
      sessions: 1,
      codes: 0,
      codeGuards: 0,
    });
    expect(await db.session.count()).toBe(0);
    expect(await db.upkeepLease.findUnique({ where: { name: "upkeep" } })).toMatchObject({ holder: null, lastStartedAt: run!.startedAt });
  });

  it("does not run after a start when the last run is within the interval, and wakes when it is due", async () => {
    const lastStartedAt = new Date(Date.now() - 10 * 60_000);
    await db.upkeepLease.create({ data: { name: "upkeep", leaseUntil: new Date(0), lastStartedAt } });
    const scheduler = instance("recent", { intervalMs: 3_600_000, firstDelayMs: 100 });
    scheduler.start();
    await until(async () => scheduler.nextWakeAt !== null, 5_000);
    await sleep(1_000);
    expect(await db.upkeepRun.count()).toBe(0);
    expect(Math.abs(scheduler.nextWakeAt!.getTime() - (lastStartedAt.getTime() + 3_600_000))).toBeLessThan(2_000);
  });

  it("starts nothing when off", async () => {
    await expiredSession();
    const scheduler = instance("off", { intervalMs: 0, firstDelayMs: 0 });
    scheduler.start();
    await sleep(1_000);
    expect(scheduler.nextWakeAt).toBeNull();
    expect([await db.upkeepRun.count(), await db.upkeepLease.count(), await db.session.count()]).toEqual([0, 0, 1]);
  });

  it("records a failing step, runs the others, and keeps the timer going", async () => {
    // A file store whose root is a file: listing it fails as a broken disk would (ENOTDIR).
    const brokenRoot = path.join(root, "not-a-directory");
    fs.writeFileSync(brokenRoot, "");
    await expiredSession();
    instance("broken", { intervalMs: 700, firstDelayMs: 50 }, { store: new LocalDiskStore(brokenRoot) }).start();
    await until(async () => (await db.upkeepRun.count({ where: { finishedAt: { not: null } } })) >= 2, 10_000);
    const [first, second] = await runs();
    for (const run of [first, second]) expect(run?.error).toMatch(/^retention: ENOTDIR: not a directory, scandir '.*not-a-directory\/career'$/);
    expect(JSON.parse(first!.removed)).toEqual({ sessions: 1, codes: 0, codeGuards: 0 });
    expect(JSON.parse(second!.removed)).toEqual({ sessions: 0, codes: 0, codeGuards: 0 });
  });

  it("a run by `npm run retention` (interval 0) waits for no interval but never runs beside another run", async () => {
    const deps = { db, store, mailDir, steps };
    const yearAgo = new Date(Date.now() - 366 * 24 * 3_600_000);
    await db.upkeepRun.create({ data: { startedAt: yearAgo, finishedAt: yearAgo, instance: "old", trigger: "schedule" } });
    expect(await runUpkeep(deps, { instance: "timer", trigger: "schedule", intervalMs: 60_000 })).not.toBeNull();
    expect(await runUpkeep(deps, { instance: "timer", trigger: "schedule", intervalMs: 60_000 })).toBeNull();
    expect(await runUpkeep(deps, { instance: "cron", trigger: "command", intervalMs: 0 })).not.toBeNull();
    // ...and the runs of over 12 months ago (a log like the others) are gone.
    expect((await runs()).map((run) => [run.instance, run.trigger])).toEqual([
      ["timer", "schedule"],
      ["cron", "command"],
    ]);
  });
});

describe("npm run retention", () => {
  const retention = () =>
    promisify(execFile)("npm", ["run", "--silent", "retention"], { env: { ...process.env, MAIL_DIR: mailDir } }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );

  it("says so and does nothing while another run holds the lease, then runs and is recorded as a command's run", async () => {
    await expiredSession();
    expect(await claimUpkeep(db, { holder: "server-a:4242/1", intervalMs: 0, now: new Date() })).toBe(true);
    const refused = await retention();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^\[retention\] another upkeep run \(server-a:4242\/1\) holds the lease until \S+; nothing done, try again later$/m);
    expect([await db.upkeepRun.count(), await db.session.count()]).toEqual([0, 1]);

    await db.upkeepLease.update({ where: { name: "upkeep" }, data: { holder: null, leaseUntil: new Date(0) } });
    const ran = await retention();
    expect(ran.code).toBe(0);
    expect(ran.stdout).toContain("[retention] Expired sign-ins: 1 sessions, 0 one-time codes and 0 code failure counts removed.");
    const [run] = await runs();
    expect(run).toMatchObject({ trigger: "command", error: null });
    expect(JSON.parse(run!.removed)).toMatchObject({ sessions: 1, careerApplications: 0 });
    expect(await db.session.count()).toBe(0);
  }, 150_000);
});
