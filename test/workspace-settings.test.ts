// Issue 37, items 1 and 2: the workspace settings' handlers, as the screen's forms (no script) and
// scripts send them: stages renamed, reordered, added, and never the first or one holding records
// removed; close reasons edited, added, reordered; a kind's rule from its ticked boxes.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as postCareer } from "@/app/api/users/route";
import { POST as stagesRoute } from "@/app/api/admin/workspace/stages/route";
import { POST as reasonsRoute } from "@/app/api/admin/workspace/close-reasons/route";
import { POST as rulesRoute } from "@/app/api/admin/workspace/rules/route";
import { sessionFor } from "./support/session";
import { careerBody, db, postJson } from "./support/wizard";
import { resetEachTest } from "./support/reset";

resetEachTest("wizard", "auditEvent", "assignmentRule");

type Seeded = { stages: Awaited<ReturnType<typeof db.pipelineStage.findMany>>; reasons: Awaited<ReturnType<typeof db.closeReason.findMany>> };
let seeded: Seeded;
beforeAll(async () => {
  seeded = { stages: await db.pipelineStage.findMany(), reasons: await db.closeReason.findMany() };
});
// Every test starts from the seeded pipelines, and the next file finds them so too.
async function restore() {
  await db.workItem.deleteMany();
  await db.pipelineStage.deleteMany({ where: { id: { notIn: seeded.stages.map((stage) => stage.id) } } });
  await db.closeReason.deleteMany();
  await db.closeReason.createMany({ data: seeded.reasons });
  for (const { id, name, position } of seeded.stages) await db.pipelineStage.update({ where: { id }, data: { name, position } });
}
afterEach(restore);
afterAll(async () => {
  await restore();
  await db.assignmentRule.deleteMany();
});

type Handler = (request: Request) => Promise<Response>;

/** A form post as a browser without a script sends it (a navigation), or a script's JSON. */
function send(handler: Handler, cookie: string, body: Record<string, string | string[]>, asForm = true) {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) for (const one of [value].flat()) form.append(key, one);
  return handler(
    new Request("http://localhost:3000/api/admin/workspace", {
      method: "POST",
      headers: {
        host: "localhost:3000",
        cookie,
        ...(asForm ? { "content-type": "application/x-www-form-urlencoded", "sec-fetch-mode": "navigate" } : { "content-type": "application/json" }),
      },
      body: asForm ? form.toString() : JSON.stringify(body),
    }),
  );
}

const stageNames = async (pipeline: string) =>
  (await db.pipelineStage.findMany({ where: { pipeline }, orderBy: { position: "asc" } })).map((stage) => stage.name);

describe("the stages of a pipeline", () => {
  it("renames, moves and adds stages from the screen's forms, each audited", async () => {
    const { cookie } = await sessionFor("operator");
    const rename = await send(stagesRoute, cookie, { id: "applications:screening", action: "rename", name: "  Phone   screen " });
    expect([rename.status, rename.headers.get("location")]).toEqual([303, "/admin/workspace?saved=stages#stages"]);
    await send(stagesRoute, cookie, { id: "applications:offer", action: "up", name: "Offer" });
    await send(stagesRoute, cookie, { pipeline: "applications", action: "add", name: "Reference check" });
    expect(await stageNames("applications")).toEqual(["New", "Phone screen", "Offer", "Interview", "Reference check", "Hired", "Rejected", "Withdrawn"]);
    const trail = await db.auditEvent.findMany({ where: { action: "workspace-settings" }, orderBy: { at: "asc" } });
    expect(trail.map((row) => row.detail)).toEqual(["Screening → Phone screen", "Offer up", "added Reference check"]);
  });

  it("never moves a stage above the first, nor the first itself", async () => {
    const { cookie } = await sessionFor("operator");
    for (const stageId of ["applications:screening", "applications:new"]) {
      const answer = await send(stagesRoute, cookie, { id: stageId, action: "up" }, false);
      expect(answer.status, stageId).toBe(409);
    }
    expect((await send(stagesRoute, cookie, { id: "applications:new", action: "down" }, false)).status).toBe(409);
    expect(await stageNames("applications")).toEqual(
      seeded.stages
        .filter((s) => s.pipeline === "applications")
        .sort((a, b) => a.position - b.position)
        .map((s) => s.name),
    );
  });

  it("removes an empty added stage, never the first, the withdrawn one or one that holds records", async () => {
    const { cookie } = await sessionFor("operator");
    await send(stagesRoute, cookie, { pipeline: "leads", action: "add", name: "Discovery call" });
    const added = await db.pipelineStage.findFirstOrThrow({ where: { name: "Discovery call" } });
    const career = careerBody();
    await postJson(postCareer, career);
    await db.workItem.update({ where: { id: `career:${career.id}` }, data: { stageId: "applications:interview" } });
    const refusals = await Promise.all(
      ["applications:new", "applications:withdrawn", "applications:interview"].map(async (stageId) => {
        const answer = await send(stagesRoute, cookie, { id: stageId, action: "remove" });
        return decodeURIComponent(answer.headers.get("location") ?? "");
      }),
    );
    expect(refusals).toEqual([
      "/admin/workspace?error=The first stage stays: new records start there.&in=stages#stages",
      "/admin/workspace?error=This stage stays: withdrawn records close there.&in=stages#stages",
      "/admin/workspace?error=This stage holds records: move them to another stage first.&in=stages#stages",
    ]);
    expect((await send(stagesRoute, cookie, { id: added.id, action: "remove" }, false)).status).toBe(200);
    expect(await db.pipelineStage.count({ where: { id: added.id } })).toBe(0);
    expect(await stageNames("applications")).toContain("Interview");
  });

  it("refuses an empty or long name and an unknown stage, and callers who are not operators", async () => {
    const { cookie } = await sessionFor("operator");
    expect((await send(stagesRoute, cookie, { id: "leads:won", action: "rename", name: "  " }, false)).status).toBe(422);
    expect((await send(stagesRoute, cookie, { id: "leads:won", action: "rename", name: "x".repeat(61) }, false)).status).toBe(422);
    expect((await send(stagesRoute, cookie, { id: "leads:nope", action: "rename", name: "X" }, false)).status).toBe(404);
    const visitor = await sessionFor("user");
    expect((await send(stagesRoute, visitor.cookie, { id: "leads:won", action: "rename", name: "X" }, false)).status).toBe(403);
    expect(await stageNames("leads")).toEqual(["New", "Qualified", "Proposal", "Won", "Lost"]);
  });
});

describe("the close reasons", () => {
  it("renames, adds, reorders and removes reasons", async () => {
    const { cookie } = await sessionFor("operator");
    await send(reasonsRoute, cookie, { id: "leads:reason-1", action: "rename", name: "Budget too small" });
    await send(reasonsRoute, cookie, { pipeline: "leads", action: "add", name: "Went quiet" });
    await send(reasonsRoute, cookie, { id: "leads:reason-2", action: "up" });
    await send(reasonsRoute, cookie, { id: "leads:reason-5", action: "remove" });
    const labels = (await db.closeReason.findMany({ where: { pipeline: "leads" }, orderBy: { position: "asc" } })).map((r) => r.label);
    expect(labels).toEqual(["Timing does not suit", "Budget too small", "Chose another provider", "No reply from the contact", "Went quiet"]);
    const last = await send(reasonsRoute, cookie, { id: "leads:reason-4", action: "down" }, false);
    expect(last.status).toBe(200);
    expect((await send(reasonsRoute, cookie, { id: "leads:reason-2", action: "up" }, false)).status).toBe(409);
  });
});

describe("the assignment rules' form", () => {
  it("saves a round-robin from the ticked operators, and refuses one with fewer than two", async () => {
    const { cookie, userId } = await sessionFor("operator");
    const other = await sessionFor("operator");
    const saved = await send(rulesRoute, cookie, { kind: "career", mode: "round_robin", operatorIds: [userId, other.userId] });
    expect(saved.headers.get("location")).toBe("/admin/workspace?saved=rules#rules");
    const rule = await db.assignmentRule.findUniqueOrThrow({ where: { kind: "career" } });
    expect([rule.mode, JSON.parse(rule.operatorIds)]).toEqual(["round_robin", [userId, other.userId]]);
    const one = await send(rulesRoute, cookie, { kind: "contact", mode: "round_robin", operatorIds: userId });
    expect(decodeURIComponent(one.headers.get("location") ?? "")).toBe("/admin/workspace?error=Choose at least two operators to take turns.&in=rules#rules");
    const named = await send(rulesRoute, cookie, { kind: "contact", mode: "operator", operatorId: other.userId }, false);
    expect(named.status).toBe(200);
    expect(await db.assignmentRule.count()).toBe(2);
  });
});
