// Issue 37, the workspace's foundation: every record opens a work item in its pipeline's first
// stage with the record, a move keeps the record's status in step and writes the timeline and
// the audit trail, and a visitor's withdrawal closes the item.
import { describe, expect, it } from "vitest";
import { POST as postCareer } from "@/app/api/users/route";
import { POST as postBusiness } from "@/app/api/business_users/route";
import { saveContactMessage } from "@/lib/features/contact/contact";
import { assignItem, dropOrphanItems, moveItem, timelineOf, withdrawItem } from "@/lib/features/workspace";
import { businessBody, careerBody, db, postJson, uniqueEmail } from "./support/wizard";
import { resetEachTest } from "./support/reset";

resetEachTest("wizard", "contactMessage", "auditEvent");

async function operator() {
  const email = uniqueEmail("owner");
  const user = await db.user.create({ data: { email, name: "Priya Owner", role: "operator", emailVerifiedAt: new Date() } });
  return { id: user.id, email, name: user.name };
}

describe("work items", () => {
  it("opens an item with each wizard's record, in the first stage of its pipeline", async () => {
    const career = careerBody({ emailAddress: uniqueEmail("Asha.CAREER") });
    const business = businessBody();
    expect((await postJson(postCareer, career)).status).toBe(200);
    expect((await postJson(postBusiness, business)).status).toBe(200);
    const items = await db.workItem.findMany({ orderBy: { pipeline: "asc" } });
    expect(items.map((item) => [item.id, item.pipeline, item.stageId, item.email])).toEqual([
      [`career:${career.id}`, "applications", "applications:new", career.emailAddress.toLowerCase()],
      [`business:${business.id}`, "leads", "leads:new", business.emailAddress.toLowerCase()],
    ]);
    expect(items[0]).toMatchObject({ name: "Asha Gupta", ownerId: null, answeredAt: null });
    expect(items[1]!.title).toBe(business.company);
  });

  it("opens one with a contact message", async () => {
    await saveContactMessage({ name: "Lee", email: "Lee@Example.com", phone: "+91 98765 43210", message: "Hello", privacy: true }, "10.9.0.1");
    const message = await db.contactMessage.findFirstOrThrow({ where: { email: "Lee@Example.com" } });
    const item = await db.workItem.findUniqueOrThrow({ where: { id: `contact:${message.id}` } });
    expect(item).toMatchObject({ kind: "contact", pipeline: "leads", stageId: "leads:new", email: "lee@example.com" });
  });

  it("moves, answers, keeps the record's status in step and writes the timeline and the trail", async () => {
    const career = careerBody();
    await postJson(postCareer, career);
    const mover = await operator();
    const id = `career:${career.id}`;
    expect(await moveItem(id, "applications:screening", mover)).toBe(true);
    expect(await moveItem(id, "applications:screening", mover)).toBe(false);
    await expect(moveItem(id, "applications:rejected", mover)).rejects.toMatchObject({ kind: "invalid" });
    await expect(moveItem(id, "leads:won", mover)).rejects.toMatchObject({ kind: "invalid" });
    expect(await moveItem(id, "applications:rejected", mover, "Position filled")).toBe(true);
    const item = await db.workItem.findUniqueOrThrow({ where: { id } });
    expect(item).toMatchObject({ stageId: "applications:rejected", reason: "Position filled" });
    expect(item.answeredAt).not.toBeNull();
    expect((await db.careerApplication.findUniqueOrThrow({ where: { id: career.id } })).status).toBe("closed");
    expect(await assignItem(id, mover.id, mover)).toBe(true);
    const timeline = await timelineOf(id);
    expect(timeline.map((entry) => [entry.type, entry.actorName, entry.detail])).toEqual([
      ["received", null, {}],
      ["stage", "Priya Owner", { from: "New", to: "Screening", reason: null }],
      ["stage", "Priya Owner", { from: "Screening", to: "Rejected", reason: "Position filled" }],
      ["owner", "Priya Owner", { from: null, to: "Priya Owner" }],
    ]);
    const trail = await db.auditEvent.findMany({ where: { recordId: career.id }, orderBy: { at: "asc" } });
    expect(trail.map((row) => [row.action, row.recordKind, row.detail])).toEqual([
      ["stage-move", "career-applications", "New → Screening"],
      ["stage-move", "career-applications", "Screening → Rejected"],
      ["owner-change", "career-applications", mover.email],
    ]);
  });

  it("refuses an owner who is not an operator", async () => {
    const career = careerBody();
    await postJson(postCareer, career);
    const mover = await operator();
    const visitor = await db.user.create({ data: { email: uniqueEmail("visitor"), name: "V", role: "user" } });
    await expect(assignItem(`career:${career.id}`, visitor.id, mover)).rejects.toMatchObject({ kind: "invalid" });
  });

  it("closes the item of a withdrawn record", async () => {
    const career = careerBody();
    await postJson(postCareer, career);
    await withdrawItem("career", career.id);
    const id = `career:${career.id}`;
    expect((await db.workItem.findUniqueOrThrow({ where: { id } })).stageId).toBe("applications:withdrawn");
    expect((await timelineOf(id)).map((entry) => entry.type)).toEqual(["received", "withdrawn"]);
  });

  it("goes with its record: retention drops the items whose record is gone, and only those", async () => {
    const [kept, gone] = [careerBody(), careerBody()];
    for (const body of [kept, gone]) await postJson(postCareer, body);
    await db.careerApplication.delete({ where: { id: gone.id } });
    expect(await dropOrphanItems(db)).toBe(1);
    expect((await db.workItem.findMany()).map((item) => item.id)).toEqual([`career:${kept.id}`]);
  });
});
