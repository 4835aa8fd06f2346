// Reading a conversation: a record's messages in its history (written: subject and the outbox's
// state; a reply: its own words, the whole text, the failed-checks flag, its attachment), the
// attachment's download for operators only, and the Unmatched mail page's filing and deleting.
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

import { GET as getAttachment } from "@/app/(operator)/admin/messages/[id]/attachments/[attachmentId]/route";
import { POST as unmatchedRoute } from "@/app/api/admin/unmatched-mail/[id]/route";
import { fileStore, newFileKey } from "@/lib/core/storage";
import { writeToRecord } from "@/lib/features/conversations";
import { unmatchedMail } from "@/lib/features/conversations/unmatched";
import { withMessages } from "@/lib/features/conversations/view";
import { workView } from "@/lib/features/workspace";
import { db } from "./support/wizard";
import { formPost } from "./support/form-post";
import { resetEachTest } from "./support/reset";
import { sessionFor } from "./support/session";
import { seedWorkItem } from "./support/work-item";

const RECORD = "conv-view-1";
const ITEM = `contact:${RECORD}`;
const ADDRESS = "ada.reader@example.com";

resetEachTest("messageAttachment", "message", "outboxMail", "auditEvent", async () => {
  await db.workItem.deleteMany({ where: { id: { in: [ITEM, "contact:conv-view-2"] } } });
});

let operator: { cookie: string; userId: string };

beforeEach(async () => {
  operator = await sessionFor("operator");
});

async function seedItem(recordId = RECORD) {
  const now = new Date(Date.now() - 60_000);
  await seedWorkItem({ kind: "contact", recordId, name: "Ada Lovelace", email: ADDRESS, at: now, dueAt: now });
}

let seq = 0;

/** A reply as the inbound side stores it: the row, and each attachment's bytes in the file store. */
async function seedReply(fields: {
  itemId: string | null;
  status: "filed" | "unmatched";
  body?: string;
  authFailed?: boolean;
  files?: string[];
  reason?: string;
}) {
  seq += 1;
  const rawKey = newFileKey("messages", "eml");
  await fileStore.save(rawKey, Readable.from([Buffer.from("raw message")]));
  const message = await db.message.create({
    data: {
      itemId: fields.itemId,
      direction: "in",
      status: fields.status,
      fromAddress: "Ada.Reader@example.com",
      fromName: "Ada Lovelace",
      toAddress: "reply+x@replies.example.test",
      subject: `Re: Your enquiry ${seq}`,
      body: fields.body ?? "Thanks!",
      messageId: `reply-${seq}-${Date.now()}@example.com`,
      authFailed: fields.authFailed ?? false,
      unmatchedReason: fields.reason ?? null,
      via: "smtp",
      rawKey,
    },
  });
  for (const name of fields.files ?? []) {
    const key = newFileKey("messages", "txt");
    await fileStore.save(key, Readable.from([Buffer.from(`bytes of ${name}`)]));
    await db.messageAttachment.create({ data: { messageId: message.id, name, type: "text/plain", size: 12, key, sha256: "0".repeat(64) } });
  }
  return message;
}

const attachmentRequest = (path: string, cookie?: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { host: "localhost:3000", ...(cookie ? { cookie } : {}) } });

const download = (path: string, cookie?: string) => {
  const [, , , id = "", , attachmentId = ""] = path.split("/");
  return getAttachment(attachmentRequest(path, cookie), { params: Promise.resolve({ id, attachmentId }) });
};

const act = (id: string, fields: Record<string, string>, cookie = operator.cookie) =>
  unmatchedRoute(formPost(`/api/admin/unmatched-mail/${id}`, fields, cookie), { params: Promise.resolve({ id }) });

describe("a record's messages in its history", () => {
  it("shows a written message with the outbox's state and a reply trimmed of its quote, flagged, with its attachment", async () => {
    await seedItem();
    await writeToRecord({ itemId: ITEM, subject: "Your enquiry", body: "Hello **Ada** <script>x()</script>" }, { id: operator.userId, name: "Walter Writer" });
    const reply = await seedReply({
      itemId: ITEM,
      status: "filed",
      body: "Tuesday works.\n\nOn Mon, 2 Mar 2026 at 10:00, Walter <no-reply@example.com> wrote:\n> Hello Ada",
      authFailed: true,
      files: ["notes.txt"],
    });
    const view = await withMessages((await workView("contact", RECORD))!);
    const lines = view.timeline.filter((line) => line.message);
    expect(lines.map((line) => line.text)).toEqual([`Message to ${ADDRESS} (queued)`, "Reply from Ada Lovelace <Ada.Reader@example.com>"]);
    const [written, replied] = lines;
    expect(written?.actor).toBe("Walter Writer");
    expect(written?.message).toMatchObject({ direction: "out", subject: "Your enquiry", authFailed: false, attachments: [] });
    expect(written?.message?.html).toContain("<strong>Ada</strong>");
    expect(written?.message?.html).not.toContain("<script");
    const attachment = await db.messageAttachment.findFirstOrThrow({ where: { messageId: reply.id } });
    expect(replied?.message).toEqual({
      direction: "in",
      subject: reply.subject,
      shown: "Tuesday works.",
      whole: reply.body,
      authFailed: true,
      attachments: [{ href: `/admin/messages/${reply.id}/attachments/${attachment.id}`, name: "notes.txt", size: 12 }],
    });

    await db.outboxMail.updateMany({ data: { status: "sent", sentAt: new Date() } });
    const sent = await withMessages((await workView("contact", RECORD))!);
    expect(sent.timeline.find((line) => line.message?.direction === "out")?.text).toBe(`Message to ${ADDRESS} (sent)`);
  });

  it("names the owner's notice of a reply among the record's mails", async () => {
    await seedItem();
    await db.outboxMail.create({
      data: { kind: "conversation-reply", to: "owner@example.com", payload: JSON.stringify({ kind: "contact", recordId: RECORD, name: "Ada Lovelace" }) },
    });
    const view = (await workView("contact", RECORD))!;
    expect(view.timeline.map((line) => line.text)).toContain("Mail telling the owner of a reply to owner@example.com: waiting");
  });

  it("leaves unmatched mail out of every record's history", async () => {
    await seedItem();
    await seedReply({ itemId: null, status: "unmatched", reason: "forged" });
    const view = (await workView("contact", RECORD))!;
    expect((await withMessages(view)).timeline.filter((line) => line.message)).toEqual([]);
  });
});

describe("a reply's attachment", () => {
  it("downloads for an operator (attachment, nosniff, its stored type), audited; 401, 403 and 404 otherwise", async () => {
    await seedItem();
    const reply = await seedReply({ itemId: ITEM, status: "filed", files: ["notes.txt"] });
    const file = await db.messageAttachment.findFirstOrThrow({ where: { messageId: reply.id } });
    const path = `/admin/messages/${reply.id}/attachments/${file.id}`;
    const answer = await download(path, operator.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/plain");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="notes.txt"; filename*=UTF-8''notes.txt`);
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await text(answer.body as unknown as AsyncIterable<Uint8Array>)).toBe("bytes of notes.txt");
    expect(await db.auditEvent.findMany({ select: { action: true, recordId: true } })).toEqual([{ action: "reply-attachment-download", recordId: reply.id }]);

    expect((await download(path)).status).toBe(401);
    expect((await download(path, (await sessionFor("user")).cookie)).status).toBe(403);
    const other = await seedReply({ itemId: ITEM, status: "filed" });
    expect((await download(`/admin/messages/${other.id}/attachments/${file.id}`, operator.cookie)).status).toBe(404);
    expect((await download(`/admin/messages/..%2F/attachments/${file.id}`, operator.cookie)).status).toBe(404);
    expect(await db.auditEvent.count()).toBe(1);
  });
});

describe("unmatched mail", () => {
  it("lists the sender's records, files one by choice once, and says it is gone the second time", async () => {
    await seedItem();
    const reply = await seedReply({ itemId: null, status: "unmatched", reason: "expired" });
    const [row, ...rest] = await unmatchedMail();
    expect(rest).toEqual([]);
    expect(row).toMatchObject({ id: reply.id, reason: "expired", attachments: 0 });
    expect(row?.records.map((record) => record.itemId)).toEqual([ITEM]);
    expect(row?.records[0]?.label).toMatch(/^Contact message · Ada Lovelace · \d{4}-\d{2}-\d{2}$/);

    const filed = await act(reply.id, { action: "file", itemId: ITEM, record: "" });
    expect(filed.status).toBe(303);
    expect(filed.headers.get("location")).toContain("/admin/unmatched-mail?done=filed");
    expect(await db.message.findUniqueOrThrow({ where: { id: reply.id } })).toMatchObject({
      itemId: ITEM,
      status: "filed",
      unmatchedReason: null,
      actorId: operator.userId,
      actorName: "operator",
    });
    expect(await unmatchedMail()).toEqual([]);
    const line = (await withMessages((await workView("contact", RECORD))!)).timeline.find((entry) => entry.message);
    expect(line?.text).toBe("Reply from Ada Lovelace <Ada.Reader@example.com>, filed by operator");
    expect((await act(reply.id, { action: "file", itemId: ITEM, record: "" })).headers.get("location")).toContain("?error=gone");
    expect(await db.auditEvent.findMany({ select: { action: true, detail: true } })).toEqual([{ action: "unmatched-mail-file", detail: ITEM }]);
  });

  it.each([
    ["the record page's address", `http://localhost:3000/admin/contact-messages/conv-view-2?x=1`],
    ["its path", "/admin/contact-messages/conv-view-2"],
    ["the work item's id", "contact:conv-view-2"],
    ["the record's id", "conv-view-2"],
  ])("files by %s typed in", async (_name, record) => {
    await seedItem("conv-view-2");
    const reply = await seedReply({ itemId: null, status: "unmatched", reason: "none" });
    expect((await act(reply.id, { action: "file", record })).headers.get("location")).toContain("?done=filed");
    expect((await db.message.findUniqueOrThrow({ where: { id: reply.id } })).itemId).toBe("contact:conv-view-2");
  });

  it("refuses a record that does not exist, or nothing chosen, and files nothing", async () => {
    const reply = await seedReply({ itemId: null, status: "unmatched", reason: "unknown" });
    for (const record of ["/admin/contact-messages/nobody", "contact:nobody", "nobody", ""]) {
      expect((await act(reply.id, { action: "file", record })).headers.get("location")).toContain("/admin/unmatched-mail?error=invalid");
    }
    const script = await unmatchedRoute(
      new Request(`http://localhost:3000/api/admin/unmatched-mail/${reply.id}`, {
        method: "POST",
        headers: { host: "localhost:3000", origin: "http://localhost:3000", "content-type": "application/json", cookie: operator.cookie },
        body: JSON.stringify({ action: "file", record: "nobody" }),
      }),
      { params: Promise.resolve({ id: reply.id }) },
    );
    expect(script.status).toBe(422);
    expect(await script.json()).toMatchObject({ error: "No record has that link or id." });
    expect((await db.message.findUniqueOrThrow({ where: { id: reply.id } })).status).toBe("unmatched");
  });

  it("deletes a message with its raw copy and attachments, for operators only", async () => {
    const reply = await seedReply({ itemId: null, status: "unmatched", reason: "forged", files: ["a.txt", "b.txt"] });
    const keys = [reply.rawKey!, ...(await db.messageAttachment.findMany({ where: { messageId: reply.id } })).map((file) => file.key)];
    const user = await sessionFor("user");
    expect((await act(reply.id, { action: "delete" }, user.cookie)).status).toBe(403);
    expect(await db.message.count()).toBe(1);

    expect((await act(reply.id, { action: "delete" })).headers.get("location")).toContain("?done=deleted");
    expect(await db.message.count()).toBe(0);
    expect(await db.messageAttachment.count()).toBe(0);
    for (const key of keys) expect(await fileStore.open(key)).toBeNull();
    expect((await act(reply.id, { action: "delete" })).headers.get("location")).toContain("?error=gone");
  });

  it("never deletes a filed reply through this page", async () => {
    await seedItem();
    const reply = await seedReply({ itemId: ITEM, status: "filed" });
    expect((await act(reply.id, { action: "delete" })).headers.get("location")).toContain("?error=gone");
    expect(await db.message.count()).toBe(1);
  });
});
