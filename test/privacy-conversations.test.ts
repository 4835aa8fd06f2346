// A person's conversations in the privacy tools (issue 38: "Replies are in the person's export and
// erasure"): the operator's export takes every message on the person's record with its files; the
// person's own download only what they wrote or were written (another sender's reply filed on
// their record stays out); deleting the account takes the rows and every stored file.
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { fileStore, newFileKey } from "@/lib/core/storage";
import { deleteOwnData, findPerson } from "@/lib/features/privacy";
import { db, logIn, uniqueEmail, verifiedAccount } from "./support/auth";
import { APPLICANT, CAREER_ROW } from "./support/career-answers.mjs";
import { downloadMyData } from "./support/person";

afterAll(() => db.$disconnect());

const stored = async (extension: string, bytes: string) => {
  const key = newFileKey("messages", extension);
  await fileStore.save(key, Readable.from([Buffer.from(bytes)]));
  return key;
};

/** A reply from `from` filed on the item, kept whole, with one attachment; returns the two keys. */
async function reply(itemId: string, from: string, words: string): Promise<[string, string]> {
  const rawKey = await stored("eml", `From: ${from}\r\n\r\n${words}\r\n`);
  const key = await stored("txt", `${words} (attached)`);
  await db.message.create({
    data: {
      ...{ itemId, direction: "in", status: "filed", fromAddress: from, toAddress: "reply+t@replies.example.test", via: "http" },
      ...{ subject: `Re: ${words}`, body: words, messageId: `<${randomUUID()}@example.com>`, rawKey, rawSize: 40 },
      attachments: { create: { name: "note.txt", type: "text/plain", size: 20, key, sha256: "0".repeat(64) } },
    },
  });
  return [rawKey, key];
}

describe("a person's conversations in their data", () => {
  it("are exported whole to the operator, only theirs to the person, and go with the account with every file", async () => {
    const email = uniqueEmail("conversation-privacy");
    await verifiedAccount(email);
    const cookie = await logIn(email);
    const id = randomUUID();
    await db.careerApplication.create({ data: { id, ...APPLICANT, emailAddress: email, ...CAREER_ROW, consentAt: new Date() } });
    const itemId = `career:${id}`;
    const now = new Date();
    await db.workItem.upsert({
      where: { id: itemId },
      create: {
        id: itemId,
        kind: "career",
        recordId: id,
        pipeline: "applications",
        stageId: "applications:new",
        name: "Ada",
        email,
        receivedAt: now,
        movedAt: now,
      },
      update: {},
    });
    await db.message.create({
      data: {
        ...{ itemId, direction: "out", status: "written", fromAddress: "hello@example.com", fromName: "Priya", toAddress: email },
        ...{ subject: "Thanks", body: "Thanks for applying", messageId: `<${randomUUID()}@example.com>`, actorId: "operator-id" },
      },
    });
    const own = await reply(itemId, email, "Mine");
    const referrer = await reply(itemId, "referrer@example.com", "About Ada");

    const found = await findPerson(db, fileStore, email);
    const table = (kind: string) => found.tables.find((entry) => entry.kind === kind);
    expect(table("messages")?.rows.map((row) => row.subject)).toEqual(["Thanks", "Re: Mine", "Re: About Ada"]);
    expect(table("messages")?.files.sort()).toEqual([own[0], referrer[0]].sort());
    expect(table("messageAttachments")?.files.sort()).toEqual([own[1], referrer[1]].sort());

    const { response, entries, data } = await downloadMyData(cookie);
    expect(response.status).toBe(200);
    expect(data?.tables.messages?.map((row) => row.subject)).toEqual(["Thanks", "Re: Mine"]);
    expect(data?.tables.messageAttachments?.map((row) => row.name)).toEqual(["note.txt"]);
    for (const hidden of ["rawKey", "actorId", "outboxId", "key", "sha256"])
      expect(
        [...(data?.tables.messages ?? []), ...(data?.tables.messageAttachments ?? [])].some((row) => hidden in row),
        hidden,
      ).toBe(false);
    expect(data?.files).toEqual([
      { kind: "messages", path: "files/messages/1.eml" },
      { kind: "messageAttachments", path: "files/messageAttachments/1.txt" },
    ]);
    expect(entries.get("files/messages/1.eml")?.toString()).toBe(`From: ${email}\r\n\r\nMine\r\n`);
    expect(entries.get("files/messageAttachments/1.txt")?.toString()).toBe("Mine (attached)");
    expect(JSON.stringify(data)).not.toContain("About Ada");

    await deleteOwnData(db, fileStore, email);
    expect(await db.message.count({ where: { itemId } })).toBe(0);
    expect(await db.messageAttachment.count({ where: { key: { in: [own[1], referrer[1]] } } })).toBe(0);
    for (const key of [...own, ...referrer]) expect(await fileStore.open(key), key).toBeNull();
  });
});
