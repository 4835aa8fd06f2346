// Writing from a record: the message row, its one outbox mail, the answer it counts as, and the
// mail as it leaves (From under the owner's name, Reply-To the record's reply address).
import { beforeEach, describe, expect, it } from "vitest";
import { db } from "@/lib/core/db";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { readReplyAddress } from "@/lib/features/conversations/reply-address";
import { writeToRecord } from "@/lib/features/conversations";
import { seedOwner, seedWorkItem } from "./support/work-item";

const ITEM = "contact:conv-write-1";

async function seedItem(email = "Ada.Lovelace@example.com") {
  const owner = await seedOwner("owner-conv@example.com");
  const now = new Date();
  await seedWorkItem({ kind: "contact", recordId: "conv-write-1", ownerId: owner.id, name: "Ada Lovelace", email, at: now, dueAt: now });
  return owner;
}

describe("writing to a record", () => {
  beforeEach(async () => {
    await db.message.deleteMany();
    await db.workItem.deleteMany({ where: { id: ITEM } });
    await db.outboxMail.deleteMany();
  });

  it("stores one message, queues one mail and answers the record", async () => {
    const owner = await seedItem();
    const { id } = await writeToRecord({ itemId: ITEM, subject: "Your enquiry", body: "Hello **Ada**" }, { id: owner.id, name: "Walter Writer" });
    const mails = await db.outboxMail.findMany();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toBe("Ada.Lovelace@example.com");
    const item = await db.workItem.findUniqueOrThrow({ where: { id: ITEM } });
    expect(item.answeredAt).not.toBeNull();
    const message = await db.message.findUniqueOrThrow({ where: { id } });
    expect(message).toMatchObject({ direction: "out", status: "written", outboxId: mails[0]?.id, fromName: "Olivia Owner" });

    const mail = await renderOutboxMail(mails[0]!.kind, mails[0]!.to, JSON.parse(mails[0]!.payload));
    expect(mail.subject).toBe("Your enquiry");
    expect(mail.fromName).toBe("Olivia Owner (Solutions At One Place)");
    expect(mail.html).toContain("<strong>Ada</strong>");
    expect(mail.messageId).toBe(message.messageId);
    expect(mail.replyTo).toMatch(/^reply\+[a-z0-9]+\.[0-9a-f]{20}@replies\.example\.test$/);
    expect(readReplyAddress(mail.replyTo!.toUpperCase())).toEqual({ outcome: "signed", messageId: id });
  });

  it("refuses a record without an address and stores nothing", async () => {
    const owner = await seedItem("erased");
    await expect(writeToRecord({ itemId: ITEM, subject: "s", body: "b" }, { id: owner.id, name: "W" })).rejects.toThrow(
      "This record has no e-mail address left to write to.",
    );
    expect(await db.message.count()).toBe(0);
    expect(await db.outboxMail.count()).toBe(0);
  });
});

describe("reply addresses", () => {
  it.each([
    ["reply+abcdefghijklmnopqrstu.0123456789abcdef0123@replies.example.test", "forged"],
    ["reply+abc@replies.example.test", "forged"],
    ["someone@replies.example.test", "none"],
    ["reply+abcdefghijklmnopqrstu.0123456789abcdef0123@example.com", "none"],
    [`reply+${"a".repeat(5000)}@replies.example.test`, "none"],
  ])("%s is %s", (address, outcome) => {
    expect(readReplyAddress(address).outcome).toBe(outcome);
  });
});
