// The SMTP receiver's spool: a message is answered 250 once it is written (encrypted) to the
// spool, then filed by the spool's loop; what a stopped process left is filed by the next one; a
// full spool answers 451; a spool file that cannot be read is set aside and the rest are filed.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { config } from "@/lib/core/config";
import { db } from "@/lib/core/db";
import { startInboundSmtp, type InboundSmtp } from "@/lib/runtime/inbound-smtp";
import { InboundSpool, inboundSpoolLoop } from "@/lib/runtime/inbound-spool";
import { LoopRunner } from "@/lib/runtime/scheduler";
import { rawReply } from "./support/inbound-mail";

const DIR = path.join(config.varDir, `inbound-spool-unit-${process.pid}`);
const TO = `spool-unit@${config.inbound.replyDomain}`;
const started: Array<{ stop(): Promise<void> }> = [];

/** A receiver writing to `spool`, stopped after the test. */
async function receiverOf(spool: InboundSpool): Promise<InboundSmtp> {
  const receiver = await startInboundSmtp({ port: 0, host: "127.0.0.1", maxBytes: config.inbound.maxBytes, receive: spool.put.bind(spool) });
  started.push(receiver);
  return receiver;
}

/** A spool whose loop runs (as the runtime starts it), stopped after the test. */
function runningSpool(): InboundSpool {
  let runner: LoopRunner | null = null;
  const spool = new InboundSpool(DIR, () => runner?.kick());
  runner = new LoopRunner(inboundSpoolLoop(spool));
  runner.start();
  started.push(runner);
  return spool;
}

async function send(port: number, raw: Buffer) {
  const transport = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  try {
    return await transport.sendMail({ envelope: { from: "ada.lovelace@example.com", to: TO }, raw });
  } finally {
    transport.close();
  }
}

const spooled = async () => (await fs.readdir(DIR).catch(() => [])).sort();
const stored = (messageId: string) => db.message.count({ where: { messageId } });

describe("the inbound spool", () => {
  afterEach(async () => {
    for (const one of started.splice(0).reverse()) await one.stop();
    await fs.rm(DIR, { recursive: true, force: true });
  });
  afterAll(async () => {
    await db.message.deleteMany({ where: { toAddress: TO } });
  });

  it("answers 250 once the message is spooled encrypted, and the next process files what this one left", async () => {
    const stopped = new InboundSpool(DIR, () => undefined);
    const receiver = await receiverOf(stopped);
    const answer = await send(receiver.port, rawReply({ to: TO, subject: "Spooled while nobody files", messageId: "<left@spool.example>" }));
    expect(answer.response).toMatch(/^250 /);
    const files = await spooled();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{15}-[0-9a-f-]{36}\.msg$/);
    expect((await fs.readFile(path.join(DIR, files[0]!))).includes("Spooled while nobody files")).toBe(false);
    expect(await stored("left@spool.example")).toBe(0);

    const next = runningSpool();
    await next.settled();
    expect(await stored("left@spool.example")).toBe(1);
    expect(await spooled()).toEqual([]);
  });

  it("answers 451 when the spool is full, and writes nothing of the refused message", async () => {
    const full = new InboundSpool(DIR, () => undefined, { messages: 1, bytes: 10 * 1024 * 1024 });
    const receiver = await receiverOf(full);
    await send(receiver.port, rawReply({ to: TO, messageId: "<first@spool.example>" }));
    await expect(send(receiver.port, rawReply({ to: TO, messageId: "<second@spool.example>" }))).rejects.toMatchObject({
      responseCode: 451,
      response: "451 Too many messages are waiting here; try again later.",
    });
    expect(await spooled()).toHaveLength(1);
  });

  it("sets aside a spool file it cannot read, files the ones after it, and removes what was set aside long ago", async () => {
    await fs.mkdir(DIR, { recursive: true });
    await fs.writeFile(path.join(DIR, "000000000000001-broken.msg"), "not a sealed message");
    // One set aside long ago (past the unmatched-mail period) goes at the start.
    const old = path.join(DIR, "000000000000000-old.msg.failed");
    await fs.writeFile(old, "set aside 100 days ago");
    const longAgo = new Date(Date.now() - 100 * 24 * 60 * 60 * 1000);
    await fs.utimes(old, longAgo, longAgo);
    const stopped = new InboundSpool(DIR, () => undefined);
    const receiver = await receiverOf(stopped);
    await send(receiver.port, rawReply({ to: TO, messageId: "<after-broken@spool.example>" }));

    await runningSpool().settled();
    expect(await stored("after-broken@spool.example")).toBe(1);
    expect(await spooled()).toEqual(["000000000000001-broken.msg.failed"]);
  });
});
