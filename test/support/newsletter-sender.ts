// Shared by the newsletter sender tests: the database, a loopback SMTP catcher started afresh for
// each test, senders that send through it, and the rows a test reads back.
import { afterAll, afterEach, beforeEach } from "vitest";
import { createPrismaClient } from "@/lib/core/db/client";
import { createSmtpTransport, sendVia } from "@/lib/core/mail/transport";
import { createCampaign } from "@/lib/features/newsletter/campaigns";
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
