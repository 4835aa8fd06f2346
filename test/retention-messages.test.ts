// Retention of conversations: unmatched mail goes after its period with its stored files; a filed
// message stays with its record, and goes with it (its files swept as orphans in the same run).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { newFileKey } from "@/lib/core/storage/file-store";
import { describeRetention, runRetention } from "@/lib/features/admin/retention";
import { UNMATCHED_MAIL_DAYS } from "@/lib/features/admin/retention-messages";
import { ago, application, db, fileExists, mailDir, NOW, resetBetweenTests, root, store } from "./support/retention";
import { seedWorkItem } from "./support/work-item";

resetBetweenTests();
afterEach(async () => {
  for (const { key } of await store.list("messages")) await store.delete(key);
  await db.message.deleteMany({ where: { fromAddress: SENDER } });
  await db.workItem.deleteMany({ where: { email: { endsWith: "@retention-messages.test" } } });
});

const SENDER = "sender@retention-messages.test";

/** A stored file of the messages folder, written `days` ago. */
async function stored(extension: string, days: number): Promise<string> {
  const key = newFileKey("messages", extension);
  await store.save(key, Readable.from([Buffer.from(`bytes of ${extension}`)]));
  fs.utimesSync(path.join(root, "uploads", key), ago(days), ago(days));
  return key;
}

/** An inbound message received `days` ago, with its raw copy and one attachment stored. */
async function inbound(days: number, where: { itemId?: string; status: "filed" | "unmatched" }) {
  const rawKey = await stored("eml", days);
  const attachmentKey = await stored("pdf", days);
  const message = await db.message.create({
    data: {
      ...{ itemId: where.itemId ?? null, direction: "in", status: where.status, via: "smtp", rawKey, rawSize: 10 },
      ...{ fromAddress: SENDER, toAddress: "reply+x@replies.example.test", subject: "Hello" },
      ...{ body: "Hello", messageId: `<${randomUUID()}@example.com>`, createdAt: ago(days) },
      unmatchedReason: where.status === "unmatched" ? "forged" : null,
      attachments: { create: { name: "a.pdf", type: "application/pdf", size: 12, key: attachmentKey, sha256: "0".repeat(64) } },
    },
  });
  return { id: message.id, keys: [rawKey, attachmentKey] };
}

/** A career application's work item (the record itself only when `withRecord`). */
async function item(withRecord: boolean): Promise<string> {
  const recordId = withRecord ? (await application("kept@retention-messages.test", ago(10), false)).id : randomUUID();
  return seedWorkItem({ kind: "career", recordId, name: "Ravi", email: "ravi@retention-messages.test", at: ago(10) });
}

describe("retention of conversations", () => {
  it(`removes unmatched mail older than ${UNMATCHED_MAIL_DAYS} days with its files, and keeps newer and filed mail`, async () => {
    const old = await inbound(UNMATCHED_MAIL_DAYS + 1, { status: "unmatched" });
    const recent = await inbound(UNMATCHED_MAIL_DAYS - 1, { status: "unmatched" });
    const filed = await inbound(UNMATCHED_MAIL_DAYS + 100, { status: "filed", itemId: await item(true) });

    const first = await runRetention({ db, store, mailDir, now: NOW });
    expect(first).toMatchObject({ unmatchedMail: 1, unmatchedMailFiles: 2, orphanFiles: [] });
    expect(describeRetention(first)).toContain(
      `Mail matched to no conversation, received before 2026-08-24 (${UNMATCHED_MAIL_DAYS} days): 1 removed, with 2 stored files.`,
    );
    const ours = { messageId: { in: [old.id, recent.id, filed.id] } };
    expect((await db.message.findMany({ where: { id: ours.messageId }, orderBy: { createdAt: "asc" } })).map((row) => row.id)).toEqual([filed.id, recent.id]);
    expect(await db.messageAttachment.count({ where: ours })).toBe(2);
    for (const key of old.keys) expect(await fileExists(key), key).toBe(false);
    for (const key of [...recent.keys, ...filed.keys]) expect(await fileExists(key), key).toBe(true);

    const second = await runRetention({ db, store, mailDir, now: NOW });
    expect(second).toMatchObject({ unmatchedMail: 0, unmatchedMailFiles: 0, orphanFiles: [] });
  });

  it("takes a filed message's files in the same run as its work item, once the record is gone", async () => {
    const gone = await inbound(20, { status: "filed", itemId: await item(false) });
    const kept = await inbound(20, { status: "filed", itemId: await item(true) });

    const report = await runRetention({ db, store, mailDir, now: NOW });
    expect(report.workItems).toBe(1);
    expect([...report.orphanFiles].sort()).toEqual([...gone.keys].sort());
    expect(await db.message.count({ where: { id: gone.id } })).toBe(0);
    expect(await db.messageAttachment.count({ where: { messageId: gone.id } })).toBe(0);
    for (const key of gone.keys) expect(await fileExists(key), key).toBe(false);
    for (const key of kept.keys) expect(await fileExists(key), key).toBe(true);
  });
});
