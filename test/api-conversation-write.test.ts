// Writing from a record (/api/admin/work/<kind>/<id>/messages and its preview), the template list
// (/api/admin/templates) and the "not a fit" message of a move to Rejected: operators only, every
// field parsed, the placeholders filled, one row and one outbox mail per message, once per record
// for "not a fit"; and the mail as it reaches a real SMTP server.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as postMessage } from "@/app/api/admin/work/[kind]/[id]/messages/route";
import { POST as postPreview } from "@/app/api/admin/work/[kind]/[id]/messages/preview/route";
import { POST as postTemplates } from "@/app/api/admin/templates/route";
import { POST as postWork } from "@/app/api/admin/work/[kind]/[id]/route";
import { POST as postBulk } from "@/app/api/admin/work/bulk/route";
import { createSmtpTransport, sendVia } from "@/lib/core/mail/transport";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { sessionFor } from "./support/session";
import { rawHeader, TestSmtp } from "./support/smtp";
import { db } from "./support/wizard";
import { seedWorkItem } from "./support/work-item";

vi.mock("next/cache", () => ({ revalidatePath: () => {}, revalidateTag: () => {} }));

const RECORD = "conv-write-api-1";
const ITEM = `career:${RECORD}`;
let seeded: Awaited<ReturnType<typeof db.messageTemplate.findMany>> = [];
let ip = 0;

function call(
  handler: (request: Request, context?: unknown) => Promise<Response>,
  body: unknown,
  { cookie = "", params = { kind: "career", id: RECORD }, form = false } = {},
) {
  const request = new Request("http://localhost:3000/api/x", {
    method: "POST",
    headers: {
      host: "localhost:3000",
      "content-type": form ? "application/x-www-form-urlencoded" : "application/json",
      accept: form ? "text/html" : "application/json",
      "x-client-ip": `10.9.0.${++ip % 250}`,
      cookie,
    },
    body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
  });
  return handler(request, { params: Promise.resolve(params) });
}

async function seedItem(email = "ada.lovelace@example.com") {
  const owner = await db.user.create({
    data: { email: `owner-${Date.now().toString(36)}-${++ip}@example.com`, name: "Olivia Owner", role: "operator" },
  });
  const now = new Date();
  const fields = { ownerId: owner.id, name: "Ada Lovelace", email, title: "Analytical Engineer", at: now, dueAt: now };
  await seedWorkItem({ kind: "career", recordId: RECORD, ...fields });
  return owner;
}

/** The record seeded and an operator signed in (the session's cookie and user id). */
async function recordAndOperator() {
  await seedItem();
  return sessionFor("operator");
}

const templateNames = async () => (await db.messageTemplate.findMany({ orderBy: [{ position: "asc" }, { name: "asc" }] })).map((t) => t.name);

beforeAll(async () => {
  seeded = await db.messageTemplate.findMany();
});

beforeEach(async () => {
  await db.auditEvent.deleteMany({ where: { action: "template-change" } });
  await db.message.deleteMany();
  await db.workEvent.deleteMany({ where: { itemId: ITEM } });
  await db.workItem.deleteMany({ where: { id: ITEM } });
  await db.outboxMail.deleteMany();
  await db.messageTemplate.deleteMany();
  await db.messageTemplate.createMany({ data: seeded });
});

afterAll(async () => {
  await db.messageTemplate.deleteMany();
  await db.messageTemplate.createMany({ data: seeded });
});

describe("writing to a record", () => {
  it("is for operators only, and stores nothing for anyone else", async () => {
    await seedItem();
    const body = { subject: "Hello", body: "Text" };
    expect((await call(postMessage, body)).status).toBe(401);
    const { cookie } = await sessionFor("user");
    expect((await call(postMessage, body, { cookie })).status).toBe(403);
    expect((await call(postPreview, body, { cookie })).status).toBe(403);
    expect((await call(postTemplates, { action: "delete", id: "template:acknowledge" }, { cookie })).status).toBe(403);
    expect(await db.message.count()).toBe(0);
    expect(await db.messageTemplate.count()).toBe(5);
  });

  it("sends a template with the record's placeholders filled: one message, one mail, the record answered", async () => {
    const { cookie, userId } = await recordAndOperator();
    const template = await db.messageTemplate.findUniqueOrThrow({ where: { id: "template:not-a-fit" } });
    const answer = await call(postMessage, { subject: template.subject, body: template.body, templateId: template.id }, { cookie });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ message: "Message sent." });
    const messages = await db.message.findMany();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      itemId: ITEM,
      direction: "out",
      subject: "Your application for Analytical Engineer",
      templateId: "template:not-a-fit",
      actorId: userId,
      toAddress: "ada.lovelace@example.com",
    });
    expect(messages[0]?.body.startsWith("Hello Ada,\n")).toBe(true);
    expect(messages[0]?.body).not.toContain("{{");
    expect(await db.outboxMail.count({ where: { kind: "conversation", to: "ada.lovelace@example.com" } })).toBe(1);
    expect((await db.workItem.findUniqueOrThrow({ where: { id: ITEM } })).answeredAt).not.toBeNull();
  });

  it("refuses an empty subject or message with the fields to fix, and a page's form goes back to the record", async () => {
    const { cookie } = await recordAndOperator();
    const refused = await call(postMessage, { subject: "  ", body: "" }, { cookie });
    expect(refused.status).toBe(422);
    const { errors } = (await refused.json()) as { errors: Array<{ field: string; msg: string }> };
    expect(errors).toEqual([
      { field: "subject", msg: "Write a subject" },
      { field: "body", msg: "Write the message" },
    ]);
    const back = await call(postMessage, { subject: "", body: "" }, { cookie, form: true });
    expect([back.status, back.headers.get("location")]).toEqual([303, `/admin/career-applications/${RECORD}?write-error=invalid#write-heading`]);
    const sent = await call(postMessage, { subject: "Hi {{first_name}}", body: "A line" }, { cookie, form: true });
    expect([sent.status, sent.headers.get("location")]).toEqual([303, `/admin/career-applications/${RECORD}?write=sent#write-heading`]);
    expect((await db.message.findFirstOrThrow()).subject).toBe("Hi Ada");
    expect(await db.message.count()).toBe(1);
  });

  it("previews the message as sanitised HTML with the placeholders filled, storing and sending nothing", async () => {
    const { cookie } = await recordAndOperator();
    const answer = await call(
      postPreview,
      { subject: "For {{first_name}}", body: "Hello **{{first_name}}**, from {{owner_name}}\n\n<script>alert(1)</script>" },
      { cookie },
    );
    expect(answer.status).toBe(200);
    const preview = (await answer.json()) as { subject: string; html: string };
    expect(preview.subject).toBe("For Ada");
    expect(preview.html).toContain("<strong>Ada</strong>, from Olivia Owner");
    expect(preview.html).not.toContain("<script");
    expect(await db.message.count()).toBe(0);
    expect(await db.outboxMail.count()).toBe(0);
  });

  it("refuses a record that does not exist", async () => {
    const { cookie } = await sessionFor("operator");
    expect((await call(postMessage, { subject: "s", body: "b" }, { cookie })).status).toBe(409);
    expect((await call(postPreview, { subject: "s", body: "b" }, { cookie })).status).toBe(404);
  });
});

describe("the template list", () => {
  it("adds, edits, reorders and deletes templates", async () => {
    const { cookie } = await sessionFor("operator");
    const fields = { name: "Follow-up", subject: "About {{job_title}}", body: "Hello {{first_name}}", purpose: "more_info" };
    const created = await call(postTemplates, { action: "create", ...fields }, { cookie, form: true });
    expect([created.status, created.headers.get("location")]).toEqual([303, "/admin/templates?saved=created"]);
    expect(await templateNames()).toEqual(["Acknowledge", "Ask for more information", "Invite to interview", "Not a fit", "Offer a call", "Follow-up"]);
    const id = (await db.messageTemplate.findFirstOrThrow({ where: { name: "Follow-up" } })).id;
    expect((await call(postTemplates, { action: "save", id, ...fields, name: "Chase" }, { cookie })).status).toBe(200);
    expect((await call(postTemplates, { action: "up", id }, { cookie })).status).toBe(200);
    expect((await call(postTemplates, { action: "down", id: "template:acknowledge" }, { cookie })).status).toBe(200);
    expect(await templateNames()).toEqual(["Ask for more information", "Acknowledge", "Invite to interview", "Not a fit", "Chase", "Offer a call"]);
    expect(await call(postTemplates, { action: "delete", id }, { cookie }).then((r) => r.status)).toBe(200);
    expect(await db.messageTemplate.count()).toBe(5);
    const trail = await db.auditEvent.findMany({ where: { action: "template-change" } });
    // (Sorted: two changes may share a millisecond.)
    expect(trail.map((event) => [event.recordId, event.detail]).sort()).toEqual(
      [
        [id, "create"],
        [id, "delete"],
        [id, "save"],
        [id, "up"],
        ["template:acknowledge", "down"],
      ].sort(),
    );
    const gone = await call(postTemplates, { action: "delete", id }, { cookie, form: true });
    expect(gone.headers.get("location")).toBe(`/admin/templates?error=${encodeURIComponent("This template no longer exists.")}`);
    const empty = await call(postTemplates, { action: "create", name: "", subject: "s", body: "b" }, { cookie });
    expect(empty.status).toBe(422);
    expect(await db.messageTemplate.count()).toBe(5);
  });
});

describe("a move to Rejected", () => {
  const reject = { action: "stage", stageId: "applications:rejected", reason: "applications:reason-1" };

  it("sends the chosen 'not a fit' message once, however often the record is rejected", async () => {
    const { cookie } = await recordAndOperator();
    const move = (body: Record<string, string>) => call(postWork, body, { cookie });
    expect((await move({ ...reject, notFit: "on", notFitTemplate: "template:not-a-fit" })).status).toBe(200);
    expect((await move({ action: "stage", stageId: "applications:screening" })).status).toBe(200);
    expect((await move({ ...reject, notFit: "on", notFitTemplate: "template:not-a-fit" })).status).toBe(200);
    const messages = await db.message.findMany();
    expect(messages.map((message) => message.subject)).toEqual(["Your application for Analytical Engineer"]);
    expect(await db.outboxMail.count({ where: { kind: "conversation" } })).toBe(1);
    const item = await db.workItem.findUniqueOrThrow({ where: { id: ITEM } });
    expect(item.stageId).toBe("applications:rejected");
    expect(item.notFitSentAt).not.toBeNull();
  });

  it("sends it once when two operators reject the record at the same moment", async () => {
    await seedItem();
    const [first, second] = await Promise.all([sessionFor("operator"), sessionFor("operator")]);
    const body = { ...reject, notFit: "on", notFitTemplate: "template:not-a-fit" };
    const answers = await Promise.all([first, second].map(({ cookie }) => call(postWork, body, { cookie })));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(await db.message.count()).toBe(1);
    expect(await db.outboxMail.count({ where: { kind: "conversation" } })).toBe(1);
  });

  it("sends nothing unless asked or when the stage does not reject, and a template of another purpose is refused with the move", async () => {
    const { cookie } = await recordAndOperator();
    expect((await call(postWork, reject, { cookie })).status).toBe(200);
    expect((await call(postWork, { action: "stage", stageId: "applications:screening", notFit: "on" }, { cookie })).status).toBe(200);
    expect(await db.message.count()).toBe(0);
    const wrong = await call(postWork, { ...reject, notFit: "on", notFitTemplate: "template:acknowledge" }, { cookie });
    expect(wrong.status).toBe(422);
    expect((await db.workItem.findUniqueOrThrow({ where: { id: ITEM } })).stageId).toBe("applications:screening");
    expect(await db.message.count()).toBe(0);
  });

  it("sends it from the bulk form too", async () => {
    const { cookie } = await recordAndOperator();
    const answer = await call(
      postBulk,
      { kind: "career", ids: [RECORD], action: "stage", stageId: "applications:rejected", reason: "applications:reason-1", notFit: true },
      { cookie, params: {} as never },
    );
    expect(answer.status).toBe(200);
    expect(await db.message.count({ where: { templateId: "template:not-a-fit" } })).toBe(1);
  });
});

describe("the written message on the wire", () => {
  const smtp = new TestSmtp();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());

  it("reaches a real SMTP server from the owner's name, with the record's Reply-To, its Message-ID, text and HTML", async () => {
    const { cookie } = await recordAndOperator();
    expect((await call(postMessage, { subject: "Next steps", body: "Hello **{{first_name}}**" }, { cookie })).status).toBe(200);
    const row = await db.outboxMail.findFirstOrThrow();
    const message = await db.message.findFirstOrThrow();
    const transport = createSmtpTransport(smtp.url);
    await sendVia(transport, await renderOutboxMail(row.kind, row.to, JSON.parse(row.payload) as Record<string, unknown>));
    transport.close();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.countFor("ada.lovelace@example.com")).toBe(1);
    const mail = await smtp.parse(0);
    expect(mail.from?.value[0]?.name).toBe("Olivia Owner (Solutions At One Place)");
    expect(mail.replyTo?.value[0]?.address).toMatch(new RegExp(`^reply\\+${message.id}\\.[0-9a-f]{20}@replies\\.example\\.test$`));
    expect(mail.messageId).toBe(`<${message.messageId}>`);
    expect(rawHeader(mail, "Subject")).toBe("Next steps");
    expect(mail.text).toContain("Hello Ada");
    expect(mail.html).toContain("<strong>Ada</strong>");
  });
});
