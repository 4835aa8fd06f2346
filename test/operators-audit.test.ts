// Issue 16, items 5 and 6: operators managed in the area (invite, accept, remove, never the last
// one) and the audit row each operator action that reads or changes personal data appends.
import { createHash, randomBytes } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

// The operator handlers read their session through next/headers, as they do inside Next.
const session = vi.hoisted(() => ({ token: "" }));
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  cookies: async () => ({ get: (name: string) => (name === "sid" && session.token ? { name, value: session.token } : undefined) }),
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));

import { POST as moderate } from "@/app/api/admin/blog-posts/[id]/route";
import { POST as removeRoute } from "@/app/api/admin/operators/[id]/remove/route";
import { POST as workRoute } from "@/app/api/admin/work/[kind]/[id]/route";
import { POST as retry } from "@/app/api/admin/records/[list]/[id]/retry/route";
import { GET as exportCsv } from "@/app/(operator)/admin/export/[file]/route";
import { db } from "@/lib/core/db";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { runRetention } from "@/lib/features/admin/retention";
import { acceptInvite, inviteOperator, removeOperator } from "@/lib/features/operators";
import { OPERATORS_MESSAGES } from "@/lib/content/operators";
import { fileStore } from "@/lib/core/storage";
import { saveContactMessage } from "@/lib/features/contact/contact";

afterAll(() => db.$disconnect());

let n = 0;
const email = (prefix: string) => `${prefix}-${++n}-${Date.now().toString(36)}@example.com`;

async function account(role: "user" | "operator") {
  return db.user.create({ data: { email: email(role), name: "Sam", role, emailVerifiedAt: new Date() }, select: { id: true, email: true } });
}

/** A live session for `userId` (an operator's past the second factor); returns its id and token. */
async function sessionOf(userId: string, secondFactor = true) {
  const token = randomBytes(32).toString("base64url");
  const row = await db.session.create({
    data: {
      userId,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      expiresAt: new Date(Date.now() + 60_000),
      secondFactorAt: secondFactor ? new Date() : null,
    },
  });
  return { id: row.id, token };
}

function post(path: string, body: Record<string, string> = {}): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { host: "localhost:3000", "content-type": "application/json", cookie: `sid=${session.token}` },
    body: JSON.stringify(body),
  });
}

const auditOf = (recordId: string) =>
  db.auditEvent.findMany({ where: { recordId }, orderBy: { at: "asc" }, select: { action: true, actorEmail: true, detail: true } });

let operator: { id: string; email: string };

beforeEach(async () => {
  // Each test starts with exactly one operator: the one these requests act as.
  await db.user.updateMany({ where: { role: "operator" }, data: { role: "user" } });
  operator = await account("operator");
  session.token = (await sessionOf(operator.id)).token;
});

describe("operators managed in the area", () => {
  it("never removes the last operator, not even by the operator themself", async () => {
    const answer = await removeRoute(post(`/api/admin/operators/${operator.id}/remove`), { params: Promise.resolve({ id: operator.id }) });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toMatchObject({ error: OPERATORS_MESSAGES.lastOperator });
    expect((await db.user.findUniqueOrThrow({ where: { id: operator.id } })).role).toBe("operator");
  });

  it("removes another operator: the role, the sessions and the second factor go, and the audit says who did it", async () => {
    const other = await account("operator");
    await sessionOf(other.id);
    await db.twoFactor.create({ data: { userId: other.id, secret: "sealed", enabledAt: new Date() } });
    const answer = await removeRoute(post(`/api/admin/operators/${other.id}/remove`), { params: Promise.resolve({ id: other.id }) });
    expect(answer.status).toBe(200);
    expect((await db.user.findUniqueOrThrow({ where: { id: other.id } })).role).toBe("user");
    expect(await db.session.count({ where: { userId: other.id } })).toBe(0);
    expect(await db.twoFactor.count({ where: { userId: other.id } })).toBe(0);
    expect(await auditOf(other.id)).toEqual([{ action: "operator-remove", actorEmail: operator.email, detail: null }]);
    // Now the acting operator is the last one again.
    await expect(removeOperator(operator, operator.id)).rejects.toMatchObject({ status: 409 });
  });

  it("lets an operator remove themself while another remains", async () => {
    await account("operator");
    await removeOperator(operator, operator.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: operator.id } })).role).toBe("user");
  });

  it("invites by a mailed signed link that only the invited address's account can accept, once", async () => {
    const invitee = await account("user");
    await inviteOperator(operator, invitee.email);
    const mail = await db.outboxMail.findFirstOrThrow({ where: { to: invitee.email, kind: "operator-invite" } });
    const rendered = await renderOutboxMail(mail.kind, mail.to, JSON.parse(mail.payload) as Record<string, unknown>);
    const token = decodeURIComponent(/operator-invite\?token=([^\s"&<]+)/.exec(rendered.text ?? "")?.[1] ?? "");
    expect(token).not.toBe("");

    const stranger = await account("user");
    await expect(acceptInvite(token, { ...stranger, sessionId: (await sessionOf(stranger.id, false)).id })).rejects.toMatchObject({ status: 400 });
    await expect(acceptInvite(`${token}x`, { ...invitee, sessionId: "x" })).rejects.toMatchObject({ status: 400 });

    const kept = await sessionOf(invitee.id, false);
    const other = await sessionOf(invitee.id, false);
    await acceptInvite(token, { ...invitee, sessionId: kept.id });
    expect((await db.user.findUniqueOrThrow({ where: { id: invitee.id } })).role).toBe("operator");
    expect((await db.session.findMany({ where: { userId: invitee.id } })).map((row) => row.id)).toEqual([kept.id]);
    expect(other.id).not.toBe(kept.id);
    await expect(acceptInvite(token, { ...invitee, sessionId: kept.id })).rejects.toMatchObject({ status: 400 });
    const invite = await db.operatorInvite.findFirstOrThrow({ where: { email: invitee.email } });
    expect((await auditOf(invite.id)).map((row) => [row.action, row.actorEmail])).toEqual([
      ["operator-invite", operator.email],
      ["operator-join", invitee.email],
    ]);
  });

  it("refuses to invite an address that already is an operator", async () => {
    const other = await account("operator");
    await expect(inviteOperator(operator, other.email)).rejects.toMatchObject({ status: 409 });
  });
});

describe("the audit trail", () => {
  it("appends one row for a stage move and one for a note, with no personal data in the detail", async () => {
    await saveContactMessage({ name: "Ravi", email: "ravi@example.com", phone: "9876543210", message: "Hello", privacy: true }, "10.9.0.2");
    const message = await db.contactMessage.findFirstOrThrow({ where: { email: "ravi@example.com" }, orderBy: { createdAt: "desc" } });
    const params = { params: Promise.resolve({ kind: "contact", id: message.id }) };
    expect((await workRoute(post("/x", { action: "stage", stageId: "leads:qualified" }), params)).status).toBe(200);
    expect((await workRoute(post("/x", { action: "stage", stageId: "leads:qualified" }), params)).status).toBe(200);
    expect((await workRoute(post("/x", { action: "note", body: "Called back" }), params)).status).toBe(200);
    expect(await auditOf(message.id)).toEqual([
      { action: "stage-move", actorEmail: operator.email, detail: "New → Qualified" },
      { action: "note-add", actorEmail: operator.email, detail: null },
    ]);
  });

  it("appends a row for publishing and for rejecting a blog post, and for sending a mail again", async () => {
    const base = { area: "business", title: "A post", body: "Body.", authorName: "Asha", status: "pending", publishedAt: null };
    const first = await db.blogPost.create({ data: { ...base, slug: `audit-a-${Date.now().toString(36)}` } });
    const second = await db.blogPost.create({ data: { ...base, slug: `audit-b-${Date.now().toString(36)}` } });
    expect((await moderate(post("/x", { action: "publish" }), { params: Promise.resolve({ id: first.id }) })).status).toBe(200);
    expect((await moderate(post("/x", { action: "reject", reason: "Off topic." }), { params: Promise.resolve({ id: second.id }) })).status).toBe(200);
    const mail = await db.outboxMail.create({ data: { kind: "contact-ack", to: "x@example.com", status: "failed" } });
    expect((await retry(post("/x"), { params: Promise.resolve({ list: "outgoing-mail", id: mail.id }) })).status).toBe(200);
    expect((await auditOf(first.id)).map((row) => row.action)).toEqual(["blog-publish"]);
    expect((await auditOf(second.id)).map((row) => row.action)).toEqual(["blog-reject"]);
    expect((await auditOf(mail.id)).map((row) => row.action)).toEqual(["outbox-retry"]);
  });

  it("appends a row for a CSV export naming the filters but not the search words", async () => {
    const request = new Request("http://localhost:3000/admin/export/contact-messages.csv?status=new&q=ravi", { headers: { cookie: `sid=${session.token}` } });
    const answer = await exportCsv(request, { params: Promise.resolve({ file: "contact-messages.csv" }) });
    expect(answer.status).toBe(200);
    await answer.text();
    const rows = await db.auditEvent.findMany({ where: { actorId: operator.id, action: "csv-export" } });
    expect(rows).toMatchObject([{ recordKind: "contact-messages", detail: "?status=new (searched)" }]);
    expect(rows[0]?.detail).not.toContain("ravi");
  });

  it("exports as CSV with each record named by its title and linked to its page, a deleted one named as such", async () => {
    const message = await db.contactMessage.create({ data: { name: "Ravi Kumar", email: "ravi@example.com", phone: "9876543210", message: "Hello" } });
    // A status change from before stages: the trail keeps actions no longer offered.
    await db.auditEvent.create({
      data: {
        actorId: operator.id,
        actorEmail: operator.email,
        action: "status-change",
        recordKind: "contact-messages",
        recordId: message.id,
        detail: "new → contacted",
      },
    });
    const campaign = await db.campaign.create({ data: { subject: "November news", message: "Hi.", status: "sent", createdBy: operator.email } });
    await db.auditEvent.create({
      data: { actorId: operator.id, actorEmail: operator.email, action: "newsletter-send", recordKind: "campaign", recordId: campaign.id },
    });
    await db.auditEvent.create({
      data: { actorId: operator.id, actorEmail: operator.email, action: "resume-download", recordKind: "career-applications", recordId: "gone-application" },
    });
    const request = new Request(`http://localhost:3000/admin/export/audit.csv?q=${encodeURIComponent(operator.email)}`, {
      headers: { cookie: `sid=${session.token}` },
    });
    const answer = await exportCsv(request, { params: Promise.resolve({ file: "audit.csv" }) });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await answer.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe("When (UTC),Operator,Action,Record kind,Record id,Record,Record page,Detail");
    // Newest first (the export itself, recorded as it starts), each at its UTC instant; only this operator's rows (the ?q= filter).
    expect(lines.slice(1).map((line) => line.replace(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/, "<at>,"))).toEqual([
      `<at>,${operator.email},List exported as CSV,audit,list,Audit trail (the whole list),/admin/audit,all rows (searched)`,
      `<at>,${operator.email},Resume or file downloaded,career-applications,gone-application,Deleted career-applications gone-application,,`,
      `<at>,${operator.email},Newsletter sent or scheduled,campaign,${campaign.id},November news,/Newsletter,`,
      `<at>,${operator.email},Status changed,contact-messages,${message.id},Ravi Kumar,/admin/contact-messages/${message.id},new → contacted`,
    ]);
    expect(await db.auditEvent.count({ where: { actorId: operator.id, action: "csv-export" } })).toBe(1);
  });

  it("is removed only by retention, after the 12 months the policy gives security logs", async () => {
    const now = new Date();
    const exported = (days: number, recordId: string) =>
      db.auditEvent.create({
        data: {
          at: new Date(now.getTime() - days * 24 * 3600_000),
          actorId: "a",
          actorEmail: "a@example.com",
          action: "csv-export",
          recordKind: "x",
          recordId,
        },
      });
    const old = await exported(400, "old");
    const recent = await exported(300, "recent");
    const report = await runRetention({ db, store: fileStore, mailDir: "/nonexistent", now });
    expect(report.auditEvents).toBeGreaterThanOrEqual(1);
    expect(await db.auditEvent.findUnique({ where: { id: old.id } })).toBeNull();
    expect(await db.auditEvent.findUnique({ where: { id: recent.id } })).not.toBeNull();
  });
});
