// Issue 37, item 2: new records go to their owner by their kind's rule (nobody, one operator, the
// chosen operators in turn, also when submissions arrive at once), a reassigned record mails its
// new owner once, and a removed operator's records go to the operator chosen at the removal.
import { afterAll, describe, expect, it, vi } from "vitest";
vi.mock("next/cache", () => ({ revalidatePath: () => undefined }));
import { POST as postCareer } from "@/app/api/users/route";
import { POST as postBusiness } from "@/app/api/business_users/route";
import { POST as removeRoute } from "@/app/api/admin/operators/[id]/remove/route";
import { saveContactMessage } from "@/lib/features/contact/contact";
import { removeOperator } from "@/lib/features/operators";
import { assignItem, saveRule, timelineOf } from "@/lib/features/workspace";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { openSlots } from "@/lib/features/booking/book";
import { bookConfirmed, operatorWithHours, visitor } from "./support/booking";
import { sessionFor } from "./support/session";
import { businessBody, careerBody, db, postJson, uniqueEmail } from "./support/wizard";
import { resetEachTest } from "./support/reset";

resetEachTest("wizard", "contactMessage", "auditEvent", "assignmentRule", "booking", "bookingAvailability");
// Other files submit without rules: none is left behind.
afterAll(() => db.assignmentRule.deleteMany());

async function operator(name: string) {
  const email = uniqueEmail(name.toLowerCase());
  const user = await db.user.create({ data: { email, name, role: "operator", emailVerifiedAt: new Date() } });
  return { id: user.id, email, name };
}

const ownersOf = async (kind: string) => (await db.workItem.findMany({ where: { kind }, orderBy: { receivedAt: "asc" } })).map((item) => item.ownerId);

const mailsOf = (kind: string) => db.outboxMail.findMany({ where: { kind }, orderBy: { createdAt: "asc" } });

describe("the assignment rule of a kind", () => {
  it("leaves a record unassigned without a rule, and gives it to the one operator a rule names", async () => {
    const priya = await operator("Priya");
    await postJson(postBusiness, businessBody());
    await saveRule(priya, { kind: "business", mode: "operator", operatorId: priya.id, operatorIds: [] });
    await postJson(postBusiness, businessBody());
    await saveContactMessage({ name: "Lee", email: "lee@example.com", phone: "+91 98765 43210", message: "Hi", privacy: true }, "10.9.0.1");
    expect(await ownersOf("business")).toEqual([null, priya.id]);
    expect(await ownersOf("contact")).toEqual([null]);
  });

  it("alternates new applications between two operators under round-robin", async () => {
    const [priya, omar] = [await operator("Priya"), await operator("Omar")];
    await saveRule(priya, { kind: "career", mode: "round_robin", operatorIds: [priya.id, omar.id] });
    for (let n = 0; n < 4; n++) expect((await postJson(postCareer, careerBody())).status).toBe(200);
    expect(await ownersOf("career")).toEqual([priya.id, omar.id, priya.id, omar.id]);
  });

  it("gives each operator the same share when twenty applications arrive at once", async () => {
    const [priya, omar] = [await operator("Priya"), await operator("Omar")];
    await saveRule(priya, { kind: "career", mode: "round_robin", operatorIds: [priya.id, omar.id] });
    const answers = await Promise.all(Array.from({ length: 20 }, () => postJson(postCareer, careerBody())));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const owners = await ownersOf("career");
    expect(owners.filter((id) => id === priya.id)).toHaveLength(10);
    expect(owners.filter((id) => id === omar.id)).toHaveLength(10);
    expect((await db.assignmentRule.findUniqueOrThrow({ where: { kind: "career" } })).turn).toBe(20);
  });

  it("gives a booked call to its host, unless the bookings' rule names another operator", async () => {
    const host = await operatorWithHours();
    const priya = await operator("Priya");
    const slots = await openSlots();
    expect((await bookConfirmed(visitor(slots[0]!.start))).status).toBe(200);
    await saveRule(priya, { kind: "booking", mode: "operator", operatorId: priya.id, operatorIds: [] });
    expect((await bookConfirmed(visitor(slots[1]!.start))).status).toBe(200);
    expect(await ownersOf("booking")).toEqual([host.userId, priya.id]);
  });

  it("refuses a rule naming someone who is not an operator", async () => {
    const priya = await operator("Priya");
    const visitor = await db.user.create({ data: { email: uniqueEmail("visitor"), name: "V", role: "user" } });
    await expect(saveRule(priya, { kind: "career", mode: "round_robin", operatorIds: [priya.id, visitor.id] })).rejects.toMatchObject({ kind: "invalid" });
    expect(await db.assignmentRule.count()).toBe(0);
  });
});

describe("reassigning a record", () => {
  it("mails the new owner once, with the record's link, and never the operator who took it themself", async () => {
    const [priya, omar] = [await operator("Priya"), await operator("Omar")];
    const career = careerBody();
    await postJson(postCareer, career);
    const id = `career:${career.id}`;
    const both = await Promise.all([assignItem(id, omar.id, priya), assignItem(id, omar.id, priya)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    await assignItem(id, priya.id, priya);
    const mails = await mailsOf("work-owner");
    expect(mails.map((mail) => mail.to)).toEqual([omar.email]);
    const message = await renderOutboxMail(mails[0]!.kind, mails[0]!.to, JSON.parse(mails[0]!.payload));
    expect(message.subject).toBe("Application handed to you");
    expect(message.text).toContain(`/admin/career-applications/${career.id}`);
    expect(message.text).toContain("Priya handed you a record: application from Asha Gupta.");
  });
});

describe("removing an operator", () => {
  it("hands their records to the operator chosen: history, audit trail and one mail", async () => {
    const [priya, omar] = [await operator("Priya"), await operator("Omar")];
    const { cookie, userId } = await sessionFor("operator");
    await saveRule(priya, { kind: "career", mode: "round_robin", operatorIds: [priya.id, omar.id] });
    for (let n = 0; n < 4; n++) await postJson(postCareer, careerBody());
    const remove = (body: object) =>
      removeRoute(
        new Request(`http://localhost:3000/api/admin/operators/${omar.id}/remove`, {
          method: "POST",
          headers: { host: "localhost:3000", "content-type": "application/json", cookie },
          body: JSON.stringify(body),
        }),
        { params: Promise.resolve({ id: omar.id }) },
      );
    expect((await remove({})).status).toBe(422);
    expect((await db.user.findUniqueOrThrow({ where: { id: omar.id } })).role).toBe("operator");
    expect((await remove({ heirId: priya.id })).status).toBe(200);
    expect(await ownersOf("career")).toEqual([priya.id, priya.id, priya.id, priya.id]);
    const omarsFormer = (await db.workItem.findMany({ where: { kind: "career" }, orderBy: { receivedAt: "asc" } }))[1]!;
    const timeline = await timelineOf(omarsFormer.id);
    expect(timeline.at(-1)).toMatchObject({ type: "owner", actorName: "operator", detail: { from: "Omar", to: "Priya" } });
    const trail = await db.auditEvent.findMany({ where: { action: "owner-change", actorId: userId }, orderBy: { at: "asc" } });
    expect(trail.map((row) => [row.recordId, row.detail])).toEqual([
      [omarsFormer.recordId, priya.email],
      [expect.any(String), priya.email],
    ]);
    expect((await mailsOf("work-handover")).map((mail) => [mail.to, JSON.parse(mail.payload).count])).toEqual([[priya.email, 2]]);
    const rule = await db.assignmentRule.findUniqueOrThrow({ where: { kind: "career" } });
    expect([rule.mode, JSON.parse(rule.operatorIds)]).toEqual(["operator", [priya.id]]);
  });

  it("needs no heir when they own nothing, and refuses one who is not an operator", async () => {
    const [priya, omar] = [await operator("Priya"), await operator("Omar")];
    const visitor = await db.user.create({ data: { email: uniqueEmail("visitor"), name: "V", role: "user" } });
    await expect(removeOperator(priya, omar.id, visitor.id)).rejects.toMatchObject({ kind: "invalid" });
    await removeOperator(priya, omar.id);
    expect((await db.user.findUniqueOrThrow({ where: { id: omar.id } })).role).toBe("user");
  });
});
