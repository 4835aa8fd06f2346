// The outbox drain against a real SMTP server on loopback: a refused recipient fails alone, an
// outage charges nobody and ends by itself, and concurrent drains send each mail once.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";
import { TestSmtp } from "./support/smtp";

const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");
const smtp = new TestSmtp();
let worker: typeof import("@/lib/runtime/outbox-worker");
let outcome: typeof import("@/lib/runtime/smtp-outcome") & typeof import("@/lib/runtime/backoff");
let loop: import("@/lib/runtime/scheduler").LoopRunner;

beforeAll(async () => {
  await smtp.start();
  // The transport reads SMTP_URL once, when it is first loaded.
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_RATE_PER_SECOND = "0";
  worker = await import("@/lib/runtime/outbox-worker");
  outcome = { ...(await import("@/lib/runtime/smtp-outcome")), ...(await import("@/lib/runtime/backoff")) };
  loop = new (await import("@/lib/runtime/scheduler")).LoopRunner(worker.outboxLoop);
});

afterAll(async () => {
  await loop.stop();
  await smtp.stop();
  await db.$disconnect();
});

beforeEach(async () => {
  await db.outboxMail.deleteMany();
  smtp.received.length = 0;
  smtp.mode = {};
});

/** Queues a welcome mail (a kind that needs no record) to each address, oldest first. */
async function queue(addresses: string[]) {
  const start = Date.now() - 60_000;
  for (const [index, to] of addresses.entries()) {
    const at = new Date(start + index);
    await db.outboxMail.create({ data: { kind: "subscribe-welcome", to, createdAt: at, nextAttemptAt: at } });
  }
}

const rowOf = (to: string) => db.outboxMail.findFirstOrThrow({ where: { to } });
const good = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}@example.com`);

describe("the outbox drain", () => {
  it("fails a recipient the server refuses for good and delivers every other mail once", async () => {
    smtp.mode = { refuse: new Map([["refused@example.com", 550]]) };
    const others = good(4, "refuse");
    await queue(["refused@example.com", ...others]);

    expect(await worker.drainOutbox()).toBe(4);

    for (const to of others) expect(smtp.countFor(to)).toBe(1);
    const refused = await rowOf("refused@example.com");
    expect(refused).toMatchObject({ status: "failed", attempts: 1, claimedBy: null });
    expect(refused.lastError).toContain("550");
    expect(await db.outboxMail.count({ where: { status: "sent" } })).toBe(4);
  });

  it("backs off a recipient the server defers, alone, with a later next attempt", async () => {
    smtp.mode = { refuse: new Map([["busy@example.com", 451]]) };
    const others = good(2, "defer");
    await queue(["busy@example.com", ...others]);

    const before = Date.now();
    await worker.drainOutbox();

    for (const to of others) expect(smtp.countFor(to)).toBe(1);
    const busy = await rowOf("busy@example.com");
    expect(busy).toMatchObject({ status: "pending", attempts: 1, claimedBy: null });
    expect(busy.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + 15_000);
    // Not due yet: a second drain leaves it alone.
    await worker.drainOutbox();
    expect(smtp.countFor("busy@example.com")).toBe(0);
  });

  it("charges no row while the server is down and delivers everything once when it is back", async () => {
    const addresses = good(5, "outage");
    await queue(addresses);
    const port = smtp.port;
    await smtp.stop();

    // The old drain dropped the oldest mail for good after five failed kicks.
    for (let kick = 0; kick < 7; kick += 1) expect(await worker.drainOutbox()).toBe(0);
    const waiting = await db.outboxMail.findMany();
    expect(waiting.every((row) => row.status === "pending" && row.attempts === 0 && row.claimedBy === null)).toBe(true);

    // A kick while down pauses the drain and arms a timer (the first pause lasts 1 to 2 s); no
    // further kick is needed once the server is back.
    const drain = loop;
    Object.assign(drain, { pauses: 0, pausedUntil: 0 });
    loop.kick();
    await expect.poll(() => drain.pausedUntil ?? 0).toBeGreaterThan(Date.now());
    expect(await db.outboxMail.count({ where: { status: "pending", attempts: 0, claimedBy: null } })).toBe(5);
    await smtp.start(port);
    await expect.poll(() => db.outboxMail.count({ where: { status: "sent" } }), { timeout: 15_000, interval: 200 }).toBe(5);
    for (const to of addresses) expect(smtp.countFor(to)).toBe(1);
  }, 20_000);

  it("sends each mail once when several drains run at the same time", async () => {
    const addresses = good(40, "race");
    await queue(addresses);

    const sent = await Promise.all([worker.drainOutbox(), worker.drainOutbox(), worker.drainOutbox()]);

    expect(sent.reduce((a, b) => a + b, 0)).toBe(40);
    for (const to of addresses) expect(smtp.countFor(to)).toBe(1);
    expect(smtp.received).toHaveLength(40);
  });

  it("leaves a row another drain holds until its lease runs out, then takes it over", async () => {
    await queue(["held@example.com", "stale@example.com"]);
    await db.outboxMail.updateMany({ where: { to: "held@example.com" }, data: { claimedBy: "other", claimedUntil: new Date(Date.now() + 60_000) } });
    await db.outboxMail.updateMany({ where: { to: "stale@example.com" }, data: { claimedBy: "crashed", claimedUntil: new Date(Date.now() - 1) } });

    await worker.drainOutbox();

    expect(smtp.countFor("held@example.com")).toBe(0);
    expect(smtp.countFor("stale@example.com")).toBe(1);
    expect((await rowOf("held@example.com")).claimedBy).toBe("other");
  });

  it("fails a row that cannot be composed and goes on with the rest", async () => {
    await db.outboxMail.create({ data: { kind: "no-such-kind", to: "odd@example.com", createdAt: new Date(Date.now() - 120_000) } });
    await queue(["after@example.com"]);

    await worker.drainOutbox();

    expect((await rowOf("odd@example.com")).lastError).toContain("No mail template");
    expect(smtp.countFor("after@example.com")).toBe(1);
  });
});

describe("backoff", () => {
  it("doubles from the base with jitter in the upper half and stops at the cap", () => {
    const low = () => 0;
    const high = () => 1;
    expect(outcome.backoffMs(0, 1000, 60_000, low)).toBe(500);
    expect(outcome.backoffMs(0, 1000, 60_000, high)).toBe(1000);
    expect(outcome.backoffMs(3, 1000, 60_000, high)).toBe(8000);
    expect(outcome.backoffMs(20, 1000, 60_000, high)).toBe(60_000);
    expect(outcome.backoffMs(20, 1000, 60_000, low)).toBe(30_000);
  });

  it("tells a refusal of one message from a server that cannot take mail", () => {
    expect(outcome.classifySendFailure({ responseCode: 550, command: "RCPT TO", message: "no" }).kind).toBe("refused");
    expect(outcome.classifySendFailure({ responseCode: 552, command: "DATA", message: "too big" }).kind).toBe("refused");
    expect(outcome.classifySendFailure({ responseCode: 451, command: "RCPT TO", message: "later" }).kind).toBe("deferred");
    expect(outcome.classifySendFailure({ responseCode: 421, command: "CONN", message: "busy" }).kind).toBe("unavailable");
    expect(outcome.classifySendFailure({ responseCode: 535, command: "AUTH PLAIN", message: "bad login" }).kind).toBe("unavailable");
    expect(outcome.classifySendFailure({ code: "ECONNREFUSED", message: "refused" }).kind).toBe("unavailable");
  });
});
