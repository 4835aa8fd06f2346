// Shared by the newsletter sender tests: the database, a loopback SMTP catcher started afresh for
// each test, senders that send through it, and the rows a test reads back.
import { randomUUID } from "node:crypto";
import { afterAll, afterEach, beforeEach } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";
import { createSmtpTransport, sendVia } from "@/lib/core/mail/transport";
import { createCampaign, resumeCampaign } from "@/lib/features/newsletter/campaigns";
import type { SenderOptions } from "@/lib/runtime/newsletter/send-policy";
import { NewsletterSender } from "@/lib/runtime/newsletter/sender";
import { TestSmtp } from "./smtp";

export const db = createPrismaClient(process.env.DATABASE_URL ?? "", "better-sqlite3");
const harness: { smtp: TestSmtp } = { smtp: new TestSmtp() };
const transports: Array<{ close(): void }> = [];

/** Registers the hooks (empty tables and a fresh catcher per test); its `smtp` is the current catcher. */
export function senderHarness(): { readonly smtp: TestSmtp } {
  beforeEach(async () => {
    await db.campaign.deleteMany();
    await db.subscriber.deleteMany();
    harness.smtp = await new TestSmtp().start();
  });
  afterEach(async () => {
    transports.splice(0).forEach((t) => t.close());
    await harness.smtp.stop();
  });
  afterAll(() => db.$disconnect());
  return harness;
}

export function sender(options: Partial<SenderOptions> = {}): NewsletterSender {
  const transporter = createSmtpTransport(harness.smtp.url, { maxConnections: 3 });
  transports.push(transporter);
  return new NewsletterSender({
    transport: { send: (message) => sendVia(transporter, message) },
    ratePerSecond: 0,
    lanes: 4,
    maxErrorsInARow: 5,
    maxAttempts: 3,
    retryDelayMs: () => 5,
    batchSize: 10,
    ...options,
  });
}

export async function subscribers(confirmed: number) {
  const emails = Array.from({ length: confirmed }, (_, i) => `reader-${i}@example.com`);
  await db.subscriber.createMany({
    data: [
      ...emails.map((email) => ({ email, status: "confirmed" })),
      { email: "pending@example.com", status: "pending" },
      { email: "left@example.com", status: "unsubscribed" },
    ],
  });
  return emails;
}

export const counts = async (campaignId: string) =>
  Object.fromEntries((await db.delivery.groupBy({ by: ["status"], where: { campaignId }, _count: { _all: true } })).map((g) => [g.status, g._count._all]));

export const newCampaign = (subject = "November news") =>
  createCampaign({ subject, message: "Hello readers.\n\nSecond paragraph.", image: null, createdBy: "op@example.com" });

export const until = async (check: () => boolean | Promise<boolean>, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

/** `confirmed` subscribers and a new campaign, sent by a sender started on it until `received` copies have reached the catcher. */
export async function sendingUntil(confirmed: number, received: number, options: Partial<SenderOptions> = {}) {
  const emails = await subscribers(confirmed);
  const { id } = await newCampaign();
  const worker = sender(options);
  worker.kick();
  await until(() => harness.smtp.received.length >= received);
  return { emails, id, worker };
}

/** Resumes a paused campaign as the operator does and lets `worker` send the rest; whether the campaign was resumed. */
export async function resumeToEnd(worker: NewsletterSender, id: string): Promise<boolean> {
  const resumed = await resumeCampaign(id);
  worker.resume(id);
  await worker.idle();
  return resumed;
}

/** Starts a sender on what is pending and waits until it has sent all it could. */
export async function sendAll(): Promise<void> {
  const worker = sender();
  worker.kick();
  await worker.idle();
}

/** The first `take` deliveries `where` finds, marked as claimed at `claimedAt` by another process that is sending them. */
export async function claimedByAnother(where: { campaignId: string; status?: string }, take: number, claimedAt: Date) {
  const rows = await db.delivery.findMany({ where, take });
  await db.delivery.updateMany({ where: { id: { in: rows.map((row) => row.id) } }, data: { status: "sending", claimedBy: randomUUID(), claimedAt } });
  return rows;
}
