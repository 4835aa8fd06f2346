import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { metrics } from "@/lib/core/metrics";
import { createCampaign, pauseCampaign } from "@/lib/features/newsletter/campaigns";
import { NEWSLETTER_IMAGE_CID } from "@/lib/features/newsletter/message";
import { CLAIM_LEASE_MS } from "@/lib/runtime/newsletter/send-policy";
import {
  claimedByAnother,
  counts,
  db,
  newCampaign,
  resumeToEnd,
  sendAll,
  sender,
  sendingUntil,
  subscribers,
  until,
  senderHarness,
} from "./support/newsletter-sender";
import { rawHeader, type TestSmtp } from "./support/smtp";

const harness = senderHarness();
let smtp: TestSmtp;
beforeEach(() => {
  smtp = harness.smtp;
});

describe("the newsletter sender", { timeout: 30_000 }, () => {
  it("sends one copy to each confirmed subscriber, none to pending or unsubscribed ones, with one-click unsubscribe and the image inline", async () => {
    const emails = await subscribers(30);
    const png = await sharp({ create: { width: 40, height: 20, channels: 4, background: "#ff000080" } })
      .png()
      .toBuffer();
    const { id, total } = await createCampaign({
      subject: "With a picture",
      message: "Look <b>here</b>.",
      image: { buffer: png, mime: "image/png", extension: "png", width: 40, height: 20 },
      createdBy: "op@example.com",
    });
    expect(total).toBe(30);

    await sendAll();

    expect(smtp.received).toHaveLength(30);
    for (const email of emails) expect(smtp.countFor(email)).toBe(1);
    expect(smtp.countFor("pending@example.com") + smtp.countFor("left@example.com")).toBe(0);
    expect(await counts(id)).toEqual({ sent: 30 });
    expect((await db.campaign.findUniqueOrThrow({ where: { id } })).status).toBe("done");

    const mail = await smtp.parse(0);
    expect(rawHeader(mail, "List-Unsubscribe")).toMatch(
      new RegExp(`^<http://localhost:3000/api/newsletter/unsubscribe\\?token=[\\w-]+\\.[\\w-]+&campaign=${id}\\.[\\w-]{22}>$`),
    );
    expect(rawHeader(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).toContain(`src="cid:${NEWSLETTER_IMAGE_CID}"`);
    expect(mail.html).toContain("Look &lt;b&gt;here&lt;/b&gt;.");
    expect(mail.attachments[0]?.cid).toBe(NEWSLETTER_IMAGE_CID);
    expect(mail.attachments[0]?.contentType).toBe("image/png");
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/subscription\/unsubscribe\?token=/);
  });

  it("marks a delivery sent only after the SMTP server accepted it", async () => {
    await subscribers(1);
    const { id } = await newCampaign();
    let release = () => {};
    smtp.mode.hold = new Promise<void>((resolve) => (release = resolve));
    const worker = sender();
    worker.kick();
    await until(async () => (await counts(id)).sending === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await counts(id)).toEqual({ sending: 1 });
    expect(smtp.received).toHaveLength(0);
    release();
    await worker.idle();
    expect(await counts(id)).toEqual({ sent: 1 });
  });

  it("pauses after too many refusals in a row, says why, and on resume sends the rest without a second copy", async () => {
    const { emails, id, worker } = await sendingUntil(40, 10);
    smtp.mode.refuseAll = { code: 421, message: "Service not available, try later" };
    await worker.idle();

    const paused = await db.campaign.findUniqueOrThrow({ where: { id } });
    expect(paused.status).toBe("paused");
    expect(paused.pauseReason).toMatch(/^Paused after 5 failed sends in a row\. The last error was: .*Service not available/);
    const sentBefore = smtp.received.length;
    expect(sentBefore).toBeLessThan(40);
    expect((await counts(id)).sent).toBe(sentBefore);

    smtp.mode = {};
    expect(await resumeToEnd(worker, id)).toBe(true);
    for (const email of emails) expect(smtp.countFor(email)).toBe(1);
    expect(await counts(id)).toEqual({ sent: 40 });
    expect((await db.campaign.findUniqueOrThrow({ where: { id } })).status).toBe("done");
  });

  it("survives the SMTP server being killed mid-way: it pauses, and resumes once the server is back", async () => {
    const { emails, id, worker } = await sendingUntil(40, 10, { ratePerSecond: 200 });
    const port = smtp.port;
    await smtp.stop();
    await worker.idle();
    expect((await db.campaign.findUniqueOrThrow({ where: { id } })).status).toBe("paused");
    expect((await counts(id)).sending ?? 0).toBe(0);

    await smtp.start(port);
    await resumeToEnd(worker, id);
    const duplicates = emails.filter((email) => smtp.countFor(email) > 1);
    expect(duplicates).toEqual([]);
    expect(emails.every((email) => smtp.countFor(email) === 1)).toBe(true);
    expect(await counts(id)).toEqual({ sent: 40 });
  });

  it("after a restart resumes where it stopped and never resends a row that was in flight when the old process died", async () => {
    const { emails, id, worker: first } = await sendingUntil(30, 8, { ratePerSecond: 100 });
    await first.stop(); // a graceful stop leaves nothing half-recorded
    expect((await counts(id)).sending ?? 0).toBe(0);
    const sentByFirst = smtp.received.length;
    expect((await counts(id)).sent).toBe(sentByFirst);

    // What a crash leaves: rows claimed ("sending") by a process that is gone, whose mail may or
    // may not have reached the SMTP server, and whose lease has run out.
    const inFlight = await claimedByAnother({ campaignId: id, status: "pending" }, 2, new Date(Date.now() - CLAIM_LEASE_MS - 1000));

    await sendAll();
    expect(await counts(id)).toEqual({ sent: 28, unknown: 2 });
    for (const row of inFlight) expect(smtp.countFor(row.email)).toBe(0);
    expect(emails.filter((email) => smtp.countFor(email) > 1)).toEqual([]);
    expect(smtp.received).toHaveLength(28);
    expect((await db.campaign.findUniqueOrThrow({ where: { id } })).status).toBe("done");
  });

  it("leaves the rows another live process is sending alone, and sends the rest once", async () => {
    const emails = await subscribers(12);
    const { id } = await newCampaign();
    // Another instance claimed these a moment ago and is sending them right now.
    const theirs = await claimedByAnother({ campaignId: id }, 3, new Date());

    await sendAll();

    expect(await counts(id)).toEqual({ sent: 9, sending: 3 });
    for (const row of theirs) expect(smtp.countFor(row.email)).toBe(0);
    expect(emails.filter((email) => smtp.countFor(email) > 1)).toEqual([]);
  });

  it("fails an address the server refuses for good at once, skips one that unsubscribed meanwhile, and counts both in the metrics", async () => {
    const copies = async (result: string) => (await metrics().newsletterCopies.get()).values.find((value) => value.labels.result === result)?.value ?? 0;
    const before = { sent: await copies("sent"), failed: await copies("failed") };
    await subscribers(6);
    const { id } = await newCampaign();
    smtp.mode.refuse = new Map([["reader-2@example.com", 550]]);
    await db.subscriber.update({ where: { email: "reader-4@example.com" }, data: { status: "unsubscribed" } });
    await sendAll();
    expect(await counts(id)).toEqual({ sent: 4, failed: 1, skipped: 1 });
    expect({ sent: (await copies("sent")) - before.sent, failed: (await copies("failed")) - before.failed }).toEqual({ sent: 4, failed: 1 });
    const failed = await db.delivery.findFirstOrThrow({ where: { campaignId: id, status: "failed" } });
    expect(failed).toMatchObject({ email: "reader-2@example.com", attempts: 1 });
    expect(failed.lastError).toMatch(/550|Mailbox unavailable/);
    expect((await db.campaign.findUniqueOrThrow({ where: { id } })).status).toBe("done");
  });

  it("stops claiming when the operator pauses, and on resume sends the rest once each", async () => {
    const { emails, id, worker } = await sendingUntil(40, 5, { ratePerSecond: 50 });
    expect(await pauseCampaign(id, "Paused by op@example.com.")).toBe(true);
    worker.pause(id);
    await worker.idle();
    const atPause = smtp.received.length;
    expect(atPause).toBeLessThan(40);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received).toHaveLength(atPause);
    expect(await counts(id)).toEqual({ sent: atPause, pending: 40 - atPause });
    expect(await db.campaign.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "paused", pauseReason: "Paused by op@example.com." });

    await resumeToEnd(worker, id);
    expect(emails.every((email) => smtp.countFor(email) === 1)).toBe(true);
    expect(await counts(id)).toEqual({ sent: 40 });
  });

  it("keeps to the configured rate", async () => {
    await subscribers(41);
    await newCampaign();
    const worker = sender({ ratePerSecond: 40 });
    const started = performance.now();
    worker.kick();
    await worker.idle();
    const seconds = (performance.now() - started) / 1000;
    expect(smtp.received).toHaveLength(41);
    // 41 starts 25 ms apart, the first few allowed at once (a burst of 5): at least 0.85 s.
    expect(seconds).toBeGreaterThanOrEqual(0.85);
  });
});
