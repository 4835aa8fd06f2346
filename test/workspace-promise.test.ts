// Issue 37 item 4, the reply promise kept: a record gets its due time on arrival from the saved
// working hours and holidays; the dashboard counts what is overdue and due today by owner and the
// median first answer; each operator gets one morning digest however many instances look.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { POST as postCareer } from "@/app/api/users/route";
import { saveContactMessage } from "@/lib/features/contact/contact";
import { answeredByMail, dueAtFor, fillMissingDueTimes, promiseCalendar, replyDueAt, saveHoliday, saveWorkingHours } from "@/lib/features/workspace";
import { MAIL_WORK_DIGEST, queueDigests } from "@/lib/features/workspace/digest";
import { dueByOwner, dueItemsOf, firstAnswerTimes } from "@/lib/features/workspace/promise-figures";
import { renderOutboxMail } from "@/lib/runtime/templates";
import { careerBody, db, postJson, uniqueEmail } from "./support/wizard";
import { resetEachTest } from "./support/reset";
import { seedWorkItem } from "./support/work-item";

const LONDON = { timeZone: "Europe/London", days: [1, 2, 3, 4, 5], start: "09:00", end: "17:00" };
// Monday 30 November 2026, 10:00 in London (GMT).
const MONDAY_TEN = new Date("2026-11-30T10:00:00Z");
const TESTER = { id: "tester", email: "tester@example.com" };
const FRIDAY_EVENING = new Date("2026-11-27T19:00:00Z");

resetEachTest("wizard", "contactMessage", "digestClaim", "holiday", "siteSetting", async () => {
  await db.user.deleteMany({ where: { role: "operator" } });
  await saveWorkingHours(LONDON, TESTER);
});

async function operator(name: string) {
  return db.user.create({ data: { email: uniqueEmail(name), name, role: "operator", emailVerifiedAt: new Date() } });
}

/** An item as a save path would open it, received a day before `dueAt` unless said otherwise. */
async function item(name: string, fields: { ownerId?: string | null; dueAt: string; answeredAt?: string; stageId?: string }) {
  const recordId = randomUUID();
  const dueAt = new Date(fields.dueAt);
  await seedWorkItem({
    ...{ kind: "contact", recordId, stageId: fields.stageId, ownerId: fields.ownerId ?? null, name },
    email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
    ...{ at: dueAt, receivedAt: new Date(dueAt.getTime() - 24 * 3_600_000), dueAt },
    answeredAt: fields.answeredAt ? new Date(fields.answeredAt) : null,
  });
  return recordId;
}

describe("the due time of a new record", () => {
  it("is set on arrival, by the raw path of the wizards and the typed one of a contact message", async () => {
    const career = careerBody();
    expect((await postJson(postCareer, career)).status).toBe(200);
    await saveContactMessage({ name: "Lee", email: "lee@example.com", phone: "+91 98765 43210", message: "Hello", privacy: true }, "10.9.0.2");
    const items = await db.workItem.findMany();
    expect(items).toHaveLength(2);
    for (const saved of items) {
      expect(saved.dueAt).not.toBeNull();
      expect(saved.dueAt).toEqual(replyDueAt(saved.receivedAt, LONDON, new Set()));
    }
  });

  it("follows a saved holiday and saved hours at once, though the calendar is kept for a minute", async () => {
    await promiseCalendar();
    expect(await dueAtFor(FRIDAY_EVENING)).toEqual(new Date("2026-11-30T17:00:00Z"));
    await saveHoliday({ day: "2026-11-30", name: "St Andrew's Day", remove: false }, TESTER);
    expect(await dueAtFor(FRIDAY_EVENING)).toEqual(new Date("2026-12-01T17:00:00Z"));
    await saveWorkingHours({ ...LONDON, end: "18:00" }, TESTER);
    expect(await dueAtFor(FRIDAY_EVENING)).toEqual(new Date("2026-12-01T18:00:00Z"));
    expect(await saveHoliday({ day: "2026-11-30", remove: true }, TESTER)).toBe(true);
    expect(await dueAtFor(FRIDAY_EVENING)).toEqual(new Date("2026-11-30T18:00:00Z"));
  });
});

describe("records received before the workspace", () => {
  it("get the due time of their arrival on today's calendar, and an answered one keeps none", async () => {
    const [waiting, answered] = [careerBody(), careerBody()];
    for (const body of [waiting, answered]) expect((await postJson(postCareer, body)).status).toBe(200);
    await db.workItem.updateMany({ data: { dueAt: null, receivedAt: FRIDAY_EVENING } });
    await db.workItem.update({ where: { id: `career:${answered.id}` }, data: { answeredAt: new Date() } });
    expect(await fillMissingDueTimes()).toBe(1);
    const dueOf = async (id: string) => (await db.workItem.findUniqueOrThrow({ where: { id: `career:${id}` } })).dueAt;
    expect(await dueOf(waiting.id)).toEqual(await dueAtFor(FRIDAY_EVENING));
    expect(await dueOf(answered.id)).toBeNull();
    expect(await fillMissingDueTimes()).toBe(0);
  });
});

describe("the first answer", () => {
  it("is the first mail an operator sends about a record, even while it stays in its first stage", async () => {
    const career = careerBody();
    expect((await postJson(postCareer, career)).status).toBe(200);
    const itemOf = () => db.workItem.findUniqueOrThrow({ where: { id: `career:${career.id}` } });
    expect((await itemOf()).answeredAt).toBeNull();
    expect(await answeredByMail("career", career.id)).toBe(true);
    const answered = (await itemOf()).answeredAt;
    expect(answered).not.toBeNull();
    expect(await answeredByMail("career", career.id)).toBe(false);
    expect((await itemOf()).answeredAt).toEqual(answered);
    expect((await itemOf()).stageId).toBe("applications:new");
  });
});

describe("what is due, by owner", () => {
  async function team() {
    const [asha, ben, chen] = await Promise.all([operator("Asha"), operator("Ben"), operator("Chen")]);
    await item("Overdue One", { ownerId: asha.id, dueAt: "2026-11-30T09:00:00Z" });
    await item("Due Later Today", { ownerId: asha.id, dueAt: "2026-11-30T16:00:00Z" });
    await item("Due Tomorrow", { ownerId: asha.id, dueAt: "2026-12-01T12:00:00Z" });
    await item("Answered Late", { ownerId: asha.id, dueAt: "2026-11-27T12:00:00Z", answeredAt: "2026-11-28T12:00:00Z" });
    await item("Lost Lead", { ownerId: asha.id, dueAt: "2026-11-27T12:00:00Z", stageId: "leads:lost" });
    await item("Ben's Today", { ownerId: ben.id, dueAt: "2026-11-30T23:30:00Z" });
    await item("Nobody's", { dueAt: "2026-11-29T12:00:00Z" });
    return { asha, ben, chen };
  }

  it("counts the open, unanswered records overdue and due before the company's day ends", async () => {
    const { asha, ben } = await team();
    expect(await dueByOwner(MONDAY_TEN)).toEqual([
      { ownerId: asha.id, ownerName: "Asha", overdue: 1, dueToday: 1 },
      { ownerId: null, ownerName: null, overdue: 1, dueToday: 0 },
      { ownerId: ben.id, ownerName: "Ben", overdue: 0, dueToday: 1 },
    ]);
  });

  it("queues one digest per operator with records waiting, however many instances look at once", async () => {
    const { asha, ben, chen } = await team();
    const instance = () =>
      promisify(execFile)("node_modules/.bin/tsx", ["--conditions=react-server", "test/support/digest-instance.ts", MONDAY_TEN.toISOString(), "3"]);
    const runs = await Promise.all([instance(), instance(), queueDigests(MONDAY_TEN)]);
    const queued = runs.map((run) => ("stdout" in run ? Number(/queued (\d+)/.exec(run.stdout)?.[1]) : run.queued));
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(2);
    const mails = await db.outboxMail.findMany({ where: { kind: MAIL_WORK_DIGEST }, orderBy: { to: "asc" } });
    expect(mails.map((mail) => mail.to)).toEqual([asha.email, ben.email].sort());
    expect(await db.digestClaim.count({ where: { day: "2026-11-30" } })).toBe(3);
    expect(chen.email).not.toBe(mails[0]!.to);

    const ashaMail = mails.find((mail) => mail.to === asha.email)!;
    const message = await renderOutboxMail(ashaMail.kind, ashaMail.to, JSON.parse(ashaMail.payload) as Record<string, unknown>);
    expect(message.subject).toBe("Your day: 1 overdue, 1 due today");
    expect(message.text).toContain("Contact message: Overdue One, overdue by 1 h");
    expect(message.text).toContain("Contact message: Due Later Today, due in 6 h");
    for (const other of ["Due Tomorrow", "Answered Late", "Lost Lead", "Ben's Today", "Nobody's"]) expect(message.text).not.toContain(other);
    // A look later that morning queues nothing more.
    expect((await queueDigests(new Date("2026-11-30T11:00:00Z"))).queued).toBe(0);
  }, 60_000);

  it("sends none before the opening, on a weekend or on a holiday, and says when the company next opens", async () => {
    await team();
    const early = await queueDigests(new Date("2026-11-30T07:00:00Z"));
    expect(early).toEqual({ queued: 0, wakeAt: new Date("2026-11-30T09:00:00Z") });
    expect((await queueDigests(new Date("2026-11-29T10:00:00Z"))).queued).toBe(0);
    await saveHoliday({ day: "2026-11-30", name: "St Andrew's Day", remove: false }, TESTER);
    expect(await queueDigests(MONDAY_TEN)).toEqual({ queued: 0, wakeAt: new Date("2026-12-01T09:00:00Z") });
    expect(await db.digestClaim.count()).toBe(0);
    expect(await db.outboxMail.count({ where: { kind: MAIL_WORK_DIGEST } })).toBe(0);
  });

  it("lists one operator's own records only", async () => {
    const { ben } = await team();
    const { overdue, dueToday } = await dueItemsOf(ben.id, MONDAY_TEN);
    expect([overdue.map((row) => row.name), dueToday.map((row) => row.name)]).toEqual([[], ["Ben's Today"]]);
  });
});

describe("time to first answer", () => {
  it("is the median per kind over the records received in the last 30 days", async () => {
    const now = new Date("2026-11-30T12:00:00Z");
    const received = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);
    const rows: Array<["career" | "contact", number, number | null]> = [
      ["career", 10, 8],
      ["career", 20, 16],
      ["career", 30, 24],
      ["career", 40, null],
      ["contact", 5, 4],
      ["contact", 6, 4],
      ["contact", 31 * 24, 31 * 24 - 1],
    ];
    for (const [kind, hoursAgo, answeredHoursAgo] of rows) {
      await seedWorkItem({
        ...{ kind, recordId: randomUUID(), name: "Someone", email: "someone@example.com", at: received(hoursAgo) },
        answeredAt: answeredHoursAgo === null ? null : received(answeredHoursAgo),
      });
    }
    expect(await firstAnswerTimes(now)).toEqual([
      { kind: "career", received: 4, answered: 3, medianMs: 4 * 3_600_000 },
      { kind: "contact", received: 2, answered: 2, medianMs: 1.5 * 3_600_000 },
    ]);
  });
});
