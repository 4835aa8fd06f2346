// Issue 37, the record's page: the stage form (a reason for rejected, "tell the applicant"), the
// owner, notes with `@name` mentions mailed once, the timeline, the lists' stage and owner filters
// and the bulk actions, each written to the record's history and the audit trail.
import { beforeEach, describe, expect, it, vi } from "vitest";

const session = vi.hoisted(() => ({ token: "" }));
vi.mock("next/headers", async (importOriginal) => ({
  ...(await importOriginal<typeof import("next/headers")>()),
  cookies: async () => ({ get: (name: string) => (name === "sid" && session.token ? { name, value: session.token } : undefined) }),
}));

import { POST as workRoute } from "@/app/api/admin/work/[kind]/[id]/route";
import { POST as bulkRoute } from "@/app/api/admin/work/bulk/route";
import { POST as postCareer } from "@/app/api/users/route";
import { careerApplications } from "@/lib/features/admin/lists/submissions";
import { parseFilters } from "@/lib/features/admin/filters";
import { workView } from "@/lib/features/workspace";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { careerBody, db, postJson, uniqueEmail } from "./support/wizard";
import { formPost } from "./support/form-post";
import { resetEachTest } from "./support/reset";
import { openSession } from "./support/session";
import { unsafeMarkup, XSS_BODY } from "./support/xss-corpus";

resetEachTest("wizard", "auditEvent");

let me: { id: string; email: string; name: string };

async function operatorNamed(name: string) {
  const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
  const user = await db.user.create({ data: { email, name, role: "operator", emailVerifiedAt: new Date() } });
  return { id: user.id, email, name };
}

beforeEach(async () => {
  await db.user.updateMany({ where: { role: "operator" }, data: { role: "user" } });
  me = await operatorNamed("Sam Lead");
  session.token = await openSession(me.id, true);
});

const form = (path: string, fields: Record<string, string> | Array<[string, string]>) => formPost(path, fields, `sid=${session.token}`);

const act = (id: string, fields: Record<string, string>) =>
  workRoute(form(`/api/admin/work/career/${id}`, fields), { params: Promise.resolve({ kind: "career", id }) });

async function application(email = uniqueEmail("asha")) {
  const body = careerBody({ emailAddress: email });
  expect((await postJson(postCareer, body)).status).toBe(200);
  return body.id;
}

/** The history's lines other than mails (the acknowledgement and the team's notice are there too). */
const history = async (id: string) => (await workView("career", id))?.timeline.map((line) => line.text).filter((text) => !text.startsWith("Mail "));

const auditOf = (recordId: string) => db.auditEvent.findMany({ where: { recordId }, orderBy: { at: "asc" }, select: { action: true, detail: true } });

describe("the record's stage form", () => {
  it("moves without JavaScript (303 back to the record), keeps the status in step, and writes history and audit", async () => {
    const id = await application();
    const answer = await act(id, { action: "stage", stageId: "applications:interview", reason: "" });
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toContain(`/admin/career-applications/${id}?work=stage`);
    expect((await db.careerApplication.findUniqueOrThrow({ where: { id } })).status).toBe("in_progress");
    const view = await workView("career", id);
    expect(await history(id)).toEqual(["Received", "Moved from New to Interview"]);
    expect(view?.timeline.at(-1)?.actor).toBe("Sam Lead");
    // The mails the site sent about it are in the history too.
    expect(view?.timeline.filter((line) => line.text.startsWith("Mail acknowledging receipt to "))).toHaveLength(1);
    expect(await auditOf(id)).toEqual([{ action: "stage-move", detail: "New → Interview" }]);
  });

  it("asks why when rejecting, and takes only a reason of the pipeline", async () => {
    const id = await application();
    const refused = await act(id, { action: "stage", stageId: "applications:rejected", reason: "" });
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toContain("?work-error=invalid");
    const leadReason = await db.closeReason.findFirstOrThrow({ where: { pipeline: "leads" } });
    expect((await act(id, { action: "stage", stageId: "applications:rejected", reason: leadReason.id })).headers.get("location")).toContain(
      "work-error=invalid",
    );
    const reason = await db.closeReason.findFirstOrThrow({ where: { pipeline: "applications" }, orderBy: { position: "asc" } });
    expect((await act(id, { action: "stage", stageId: "applications:rejected", reason: reason.id })).status).toBe(303);
    expect(await db.workItem.findUniqueOrThrow({ where: { id: `career:${id}` } })).toMatchObject({ stageId: "applications:rejected", reason: reason.label });
    expect((await db.careerApplication.findUniqueOrThrow({ where: { id } })).status).toBe("closed");
  });

  it("mails the applicant the new status only when ticked and the stage changed", async () => {
    const email = uniqueEmail("told");
    const id = await application(email);
    const stageMails = () => db.outboxMail.findMany({ where: { to: email, kind: "application-stage" } });
    await act(id, { action: "stage", stageId: "applications:screening" });
    expect(await stageMails()).toHaveLength(0);
    await act(id, { action: "stage", stageId: "applications:interview", notify: "on" });
    await act(id, { action: "stage", stageId: "applications:interview", notify: "on" });
    const mails = await stageMails();
    expect(mails).toHaveLength(1);
    const rendered = await renderOutboxMail("application-stage", email, JSON.parse(mails[0]!.payload) as Record<string, unknown>);
    expect(rendered.text).toContain("has a new status: Being reviewed.");
  });
});

describe("the owner, notes and mentions", () => {
  it("gives the record to an operator and back to nobody, in the history and the audit", async () => {
    const id = await application();
    const priya = await operatorNamed("Priya Rao");
    await act(id, { action: "owner", ownerId: priya.id });
    await act(id, { action: "owner", ownerId: "" });
    expect(await history(id)).toEqual(["Received", "Given to Priya Rao", "Owner removed"]);
    expect((await auditOf(id)).map((row) => row.detail)).toEqual([priya.email, "unassigned"]);
    expect((await act(id, { action: "owner", ownerId: "notanoperator1" })).headers.get("location")).toContain("work-error=invalid");
  });

  it("mails a mentioned operator once per note, through the outbox, with the record's link; not the author", async () => {
    const id = await application();
    const priya = await operatorNamed("Priya Rao");
    await operatorNamed("Ravi Kumar");
    const body = "Strong CV. @priya please call; @Priya again, and @sam (me), @nobody.";
    expect((await act(id, { action: "note", body })).status).toBe(303);
    const mails = await db.outboxMail.findMany({ where: { kind: "workspace-mention" } });
    expect(mails.map((mail) => mail.to)).toEqual([priya.email]);
    const rendered = await renderOutboxMail(mails[0]!.kind, priya.email, JSON.parse(mails[0]!.payload) as Record<string, unknown>);
    expect(rendered.subject).toBe("Sam Lead mentioned you in a note");
    expect(rendered.text).toContain(`/admin/career-applications/${id}`);
    expect(rendered.text).not.toContain("Strong CV");
    expect(await db.workNote.count({ where: { itemId: `career:${id}` } })).toBe(1);
    const note = (await workView("career", id))?.timeline.find((line) => line.html !== undefined);
    expect(note).toMatchObject({ text: "Note added", actor: "Sam Lead" });
    expect(note?.html).toContain("Strong CV.");
    expect((await auditOf(id)).map((row) => row.action)).toEqual(["note-add"]);
  });

  it("renders a note's hostile Markdown inert (the blog's XSS corpus)", async () => {
    const id = await application();
    expect((await act(id, { action: "note", body: XSS_BODY })).status).toBe(303);
    const html = (await workView("career", id))?.timeline.find((line) => line.html)?.html ?? "";
    expect(html).not.toBe("");
    expect(unsafeMarkup(html)).toEqual([]);
  });

  it("refuses an empty note and a stranger", async () => {
    const id = await application();
    expect((await act(id, { action: "note", body: "   " })).headers.get("location")).toContain("work-error=invalid");
    session.token = "";
    expect((await act(id, { action: "note", body: "x" })).status).toBe(401);
    expect(await db.workNote.count()).toBe(0);
  });
});

describe("the lists' filters and bulk actions", () => {
  it("filters applications by stage and by owner: mine, unassigned, an operator", async () => {
    const [first, second, third] = [await application(), await application(), await application()];
    await act(first, { action: "stage", stageId: "applications:interview" });
    await act(second, { action: "owner", ownerId: me.id });
    const ids = async (query: Record<string, string>) =>
      (await careerApplications.page({ ...parseFilters(query, []), me: me.id })).rows.map((row) => row.id).sort();
    expect(await ids({ stage: "applications:interview" })).toEqual([first]);
    expect(await ids({ owner: "mine" })).toEqual([second]);
    expect(await ids({ owner: me.id })).toEqual([second]);
    expect(await ids({ owner: "unassigned" })).toEqual([first, third].sort());
    const page = await careerApplications.page({ ...parseFilters({ owner: "mine" }, []), me: me.id });
    // Stage, Owner and the reply promise (due on arrival, one business day ahead), before Received.
    expect(page.rows[0]?.cells.slice(-4, -1)).toEqual(["New", "Sam Lead", expect.stringMatching(/^due in \d+ (min|h|day)s?$/)]);
  });

  it("rejects several records with a reason and assigns them, each in its own history and the audit", async () => {
    const ids = [await application(), await application()];
    const reason = await db.closeReason.findFirstOrThrow({ where: { pipeline: "applications" } });
    const bulk = (fields: Array<[string, string]>) => bulkRoute(form("/api/admin/work/bulk", fields), { params: Promise.resolve({}) });
    const back = "/admin/career-applications?stage=applications%3Anew";
    const refused = await bulk([
      ["kind", "career"],
      ["action", "stage"],
      ["stageId", "applications:rejected"],
      ["back", back],
      ...ids.map((id): [string, string] => ["ids", id]),
    ]);
    expect(refused.headers.get("location")).toBe("/admin/career-applications?bulk-error=invalid");
    const moved = await bulk([
      ["kind", "career"],
      ["action", "stage"],
      ["stageId", "applications:rejected"],
      ["reason", reason.id],
      ["back", back],
      ...ids.map((id): [string, string] => ["ids", id]),
    ]);
    expect(moved.headers.get("location")).toBe(`${back}&bulk=2`);
    const assigned = await bulk([["kind", "career"], ["action", "owner"], ["ownerId", me.id], ...ids.map((id): [string, string] => ["ids", id])]);
    expect(assigned.headers.get("location")).toBe("/admin?bulk=2");
    for (const id of ids) {
      expect(await history(id)).toEqual(["Received", `Moved from New to Rejected (${reason.label})`, "Given to Sam Lead"]);
      expect((await auditOf(id)).map((row) => row.action)).toEqual(["stage-move", "owner-change"]);
    }
    const unknown = await bulk([
      ["kind", "career"],
      ["action", "owner"],
      ["ids", "nosuchrecord1"],
    ]);
    expect(unknown.status).toBe(303);
    expect(unknown.headers.get("location")).toContain("bulk-error=failed");
  });
});
