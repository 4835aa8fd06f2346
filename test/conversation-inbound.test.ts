// Replies coming in by SMTP (the built-in receiver on a free port, a real nodemailer client):
// filed on the record their token names, or kept as unmatched mail with why; stored once per
// Message-ID; files sniffed and stored encrypted; the owner told; other domains refused at RCPT TO;
// a refused message leaves nothing behind.
import fs from "node:fs/promises";
import path from "node:path";
import { text } from "node:stream/consumers";
import nodemailer from "nodemailer";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { config } from "@/lib/core/config";
import { db } from "@/lib/core/db";
import { fileStore } from "@/lib/core/storage";
import { writeToRecord } from "@/lib/features/conversations";
import { receiveMessage } from "@/lib/features/conversations/inbound";
import { replyAddress } from "@/lib/features/conversations/reply-address";
import { startInboundSmtp, type InboundSmtp } from "@/lib/runtime/inbound-smtp";
import { InboundSpool, inboundSpoolLoop } from "@/lib/runtime/inbound-spool";
import { LoopRunner } from "@/lib/runtime/scheduler";
import { deeplyNested, rawReply } from "./support/inbound-mail";
import { pdfOfOneLine } from "./support/pdf";
import { seedOwner, seedWorkItem } from "./support/work-item";

const ITEM = "contact:conv-inbound-1";
const SPOOL = path.join(config.varDir, `inbound-spool-test-${process.pid}`);
let receiver: InboundSmtp;
let spool: InboundSpool;
let runner: LoopRunner;
let ownerEmail = "";

async function seedItem(): Promise<string> {
  const owner = await seedOwner("owner-inbound@example.com");
  ownerEmail = owner.email;
  const now = new Date();
  const fields = { ownerId: owner.id, name: "Ada Lovelace", email: "ada.lovelace@example.com", at: now, dueAt: now };
  await seedWorkItem({ kind: "contact", recordId: "conv-inbound-1", ...fields });
  const { id } = await writeToRecord({ itemId: ITEM, subject: "Your enquiry", body: "Hello" }, { id: owner.id, name: "Olivia Owner" });
  return replyAddress(id)!;
}

/** Sends by SMTP and waits until the spool's loop has filed what was taken. */
async function sendSmtp(envelopeTo: string, raw: Buffer, port = receiver.port) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ envelope: { from: "ada.lovelace@example.com", to: envelopeTo }, raw });
  } finally {
    transport.close();
    await spool.settled();
  }
}

const spooled = async () => (await fs.readdir(SPOOL).catch(() => [])).sort();

const storedFiles = async () => (await fileStore.list("messages")).length;
const inbound = () => db.message.findMany({ where: { direction: "in" }, include: { attachments: true } });
const notices = () => db.outboxMail.findMany({ where: { kind: "conversation-reply" } });

describe("replies by SMTP", () => {
  let address = "";

  beforeAll(async () => {
    spool = new InboundSpool(SPOOL, () => runner.kick());
    runner = new LoopRunner(inboundSpoolLoop(spool));
    runner.start();
    receiver = await startInboundSmtp({ port: 0, host: "127.0.0.1", maxBytes: config.inbound.maxBytes, receive: spool.put.bind(spool) });
  });
  afterAll(async () => {
    await receiver.stop();
    await runner.stop();
    await fs.rm(SPOOL, { recursive: true, force: true });
  });
  beforeEach(async () => {
    for (const file of await fileStore.list("messages")) await fileStore.delete(file.key);
    await db.message.deleteMany();
    await db.workItem.deleteMany({ where: { id: ITEM } });
    await db.outboxMail.deleteMany();
    address = await seedItem();
  });

  it("files a reply on its record once, with its PDF kept and an executable kept out, and tells the owner", async () => {
    const pdf = pdfOfOneLine("My resume");
    const raw = rawReply({
      to: address,
      messageId: "<reply-1@mail.example.com>",
      headers: ["Authentication-Results: mx.example.net; spf=pass smtp.mailfrom=example.com; dkim=pass; dmarc=pass"],
      files: [
        { name: "resume.pdf", type: "application/pdf", content: pdf },
        { name: "setup.exe", type: "application/pdf", content: Buffer.from("MZ\x90\x00 not a pdf at all") },
      ],
    });
    await sendSmtp(address, raw);
    await sendSmtp(address, raw);
    // SMTP carries lines ending in CR LF: the text's bare line feeds arrive as such.
    const received = raw.toString().replace(/\r?\n/g, "\r\n");

    const messages = await inbound();
    expect(messages).toHaveLength(1);
    const message = messages[0]!;
    expect(message).toMatchObject({
      itemId: ITEM,
      status: "filed",
      via: "smtp",
      fromAddress: "ada.lovelace@example.com",
      fromName: "Ada Lovelace",
      toAddress: address,
      subject: "Re: Your enquiry",
      messageId: "reply-1@mail.example.com",
      unmatchedReason: null,
      authFailed: false,
      rawSize: Buffer.byteLength(received),
    });
    expect(message.authResults).toBe("Authentication-Results: mx.example.net; spf=pass smtp.mailfrom=example.com; dkim=pass; dmarc=pass");
    expect(message.body).toBe(
      "Thank you, Tuesday works.\n\nOn Mon, Olivia wrote:\n> Hello Ada\n---\nFiles not kept:\n- setup.exe: its type is not one that is kept (PDF, Word, PNG, JPEG, plain text)",
    );
    expect(message.attachments).toHaveLength(1);
    expect(message.attachments[0]).toMatchObject({ name: "resume.pdf", type: "application/pdf", size: pdf.length });
    // The raw message and the PDF, encrypted, and nothing of the duplicate.
    expect(await storedFiles()).toBe(2);
    expect(await text((await fileStore.open(message.rawKey!))!)).toBe(received);
    const notice = await notices();
    expect(notice.map((mail) => mail.to)).toEqual([ownerEmail]);
    expect(JSON.parse(notice[0]!.payload)).toEqual({ kind: "contact", recordId: "conv-inbound-1", name: "Ada Lovelace" });
  });

  it("refuses a recipient of another domain at RCPT TO and stores nothing", async () => {
    await expect(sendSmtp("someone@elsewhere.example", rawReply({ to: "someone@elsewhere.example" }))).rejects.toMatchObject({
      responseCode: 550,
    });
    expect(await inbound()).toHaveLength(0);
    expect(await storedFiles()).toBe(0);
  });

  it("keeps a forged, an unknown and an expired token as unmatched mail, and mails nobody about it", async () => {
    const domain = config.inbound.replyDomain;
    const forged = address.replace(/\.[0-9a-f]{20}@/, ".0123456789abcdef0123@");
    await sendSmtp(forged, rawReply({ to: forged, messageId: "<forged@x.example>" }));
    const unknown = replyAddress("nosuchmessage0000000000")!;
    await sendSmtp(unknown, rawReply({ to: unknown, messageId: "<unknown@x.example>" }));
    await db.message.updateMany({ where: { direction: "out" }, data: { createdAt: new Date(Date.now() - 366 * 86_400_000) } });
    await sendSmtp(address, rawReply({ to: address, messageId: "<expired@x.example>" }));
    await sendSmtp(`hello@${domain}`, rawReply({ to: `hello@${domain}`, messageId: "<none@x.example>" }));

    const rows = await db.message.findMany({ where: { direction: "in" }, orderBy: { messageId: "asc" } });
    expect(rows.map((row) => [row.messageId, row.status, row.unmatchedReason, row.itemId])).toEqual([
      ["expired@x.example", "unmatched", "expired", null],
      ["forged@x.example", "unmatched", "forged", null],
      ["none@x.example", "unmatched", "none", null],
      ["unknown@x.example", "unmatched", "unknown", null],
    ]);
    // A flood of made-up addresses must not become a flood of notices to the operators.
    expect(await notices()).toHaveLength(0);
  });

  it("files by a Delivered-To header when the envelope names no token, and flags a failed DKIM", async () => {
    const raw = rawReply({
      to: "team@example.com",
      headers: [`Delivered-To: ${address}`, "Authentication-Results: mx.example.net; spf=softfail; dkim=fail (bad signature)"],
    });
    const received = await receiveMessage(raw, { via: "http" });
    expect(received).toMatchObject({ outcome: "filed", itemId: ITEM });
    const row = await db.message.findUniqueOrThrow({ where: { id: received.id } });
    expect(row.authFailed).toBe(true);
  });

  it("stores a message without a Message-ID once, by the hash of its bytes", async () => {
    const raw = rawReply({ to: address, messageId: null });
    const first = await receiveMessage(raw, { via: "http" });
    const second = await receiveMessage(raw, { via: "http" });
    expect(second).toEqual({ outcome: "duplicate", id: first.id });
    const row = await db.message.findUniqueOrThrow({ where: { id: first.id } });
    expect(row.messageId).toMatch(/^[0-9a-f]{64}@inbound\.invalid$/);
  });

  it("stores the same message delivered twice at once one time, and only its files", async () => {
    const raw = rawReply({ to: address, messageId: "<twice@mail.example.com>" });
    const outcomes = await Promise.all([receiveMessage(raw, { via: "smtp" }), receiveMessage(raw, { via: "http" })]);
    expect(outcomes.map((outcome) => outcome.outcome).sort()).toEqual(["duplicate", "filed"]);
    expect(await inbound()).toHaveLength(1);
    expect(await storedFiles()).toBe(1);
    expect(await notices()).toHaveLength(1);
  });

  it("keeps a name's line breaks out of the stored sender", async () => {
    const from = '"=?utf-8?q?Eve=0D=0ABcc=3A_x=40evil.test?=" <eve@example.com>';
    const received = await receiveMessage(rawReply({ to: address, from }), { via: "http" });
    const row = await db.message.findUniqueOrThrow({ where: { id: received.id } });
    expect(row.fromName).toBe("Eve Bcc: x@evil.test");
  });

  it("refuses a 500-deep multipart nesting by SMTP and stores nothing", async () => {
    await expect(sendSmtp(address, deeplyNested(address, 500))).rejects.toMatchObject({ responseCode: 554 });
    // Refused before its 250: never spooled.
    expect(await spooled()).toEqual([]);
    expect(await inbound()).toHaveLength(0);
    expect(await storedFiles()).toBe(0);
    expect(await notices()).toHaveLength(0);
  });

  it("refuses a message over the size limit with 552 and stores nothing", async () => {
    const big = rawReply({ to: address, text: "x".repeat(config.inbound.maxBytes + 10) });
    await expect(sendSmtp(address, big)).rejects.toMatchObject({ responseCode: 552 });
    expect(await spooled()).toEqual([]);
    expect(await inbound()).toHaveLength(0);
    expect(await storedFiles()).toBe(0);
  });
});
