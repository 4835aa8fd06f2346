// Issue 37 item 1, the board: a column per stage with the newest cards and their count under the
// lists' filters (search, stage, owner with Mine and Unassigned, job, dates), and a card's move
// (POST /api/admin/pipelines/move) from the board's script or its form without JavaScript, which
// asks a close reason of the pipeline's own for Rejected and is kept in the timeline and the trail.
import { describe, expect, it } from "vitest";
import { POST as postCareer } from "@/app/api/users/route";
import { POST as move } from "@/app/api/admin/pipelines/move/route";
import { POST as bulk } from "@/app/api/admin/work/bulk/route";
import { saveContactMessage } from "@/lib/features/contact/contact";
import { assignItem, timelineOf } from "@/lib/features/workspace";
import { loadBoard, parseBoardFilters } from "@/lib/features/workspace/board";
import { post } from "./support/booking";
import { formPost } from "./support/form-post";
import { sessionFor } from "./support/session";
import { careerBody, db, postJson } from "./support/wizard";
import { resetEachTest } from "./support/reset";

resetEachTest("wizard", "contactMessage", "auditEvent");

async function applications(...names: Array<[string, string]>) {
  const bodies = [];
  for (const [firstName, lastName] of names) {
    const body = careerBody({ firstName, lastName });
    expect((await postJson(postCareer, body)).status).toBe(200);
    bodies.push(body);
  }
  return bodies;
}

const operator = async () => {
  const session = await sessionFor("operator");
  const user = await db.user.findUniqueOrThrow({ where: { id: session.userId } });
  return { ...session, mover: { id: user.id, email: user.email, name: user.name } };
};

/** One application in New, and an operator's session. */
async function oneCard() {
  const [asha] = await applications(["Asha", "Gupta"]);
  const { cookie } = await operator();
  return { cookie, id: asha!.id, itemId: `career:${asha!.id}` };
}

const names = (board: Awaited<ReturnType<typeof loadBoard>>) =>
  Object.fromEntries(board.columns.map((column) => [column.name, [column.total, column.cards.map((card) => card.name)]]));

/** The card's "Move to…" form, as a browser sends it without JavaScript. */
const moveForm = (fields: Record<string, string>, cookie: string) => move(formPost("/api/admin/pipelines/move", fields, cookie), {});

describe("the applications board", () => {
  it("shows a column per stage in order, newest card first, with job, owner and age", async () => {
    const [asha, ravi] = await applications(["Asha", "Gupta"], ["Ravi", "Kumar"]);
    const { userId, mover } = await operator();
    await assignItem(`career:${ravi!.id}`, userId, mover);
    const board = await loadBoard("applications", parseBoardFilters({}), userId);
    expect(board.columns.map((column) => column.name)).toEqual(["New", "Screening", "Interview", "Offer", "Hired", "Rejected", "Withdrawn"]);
    const [first, second] = board.columns[0]!.cards;
    expect(first).toMatchObject({ name: "Ravi Kumar", owner: "operator", href: `/admin/career-applications/${ravi!.id}`, age: "0 min" });
    expect(second).toMatchObject({ name: "Asha Gupta", owner: null, href: `/admin/career-applications/${asha!.id}` });
    // The reply promise, from the due time each record got on arrival.
    expect(first!.due).toMatchObject({ tone: "due", text: expect.stringMatching(/^due in /) });
    expect(board.reasons.map((reason) => reason.label)).toContain("Position filled");
  });

  it("filters as the lists do: Mine, Unassigned, an operator, a stage, a search", async () => {
    const [asha, ravi, meera] = await applications(["Asha", "Gupta"], ["Ravi", "Kumar"], ["Meera", "Iyer"]);
    const me = await operator();
    const colleague = await operator();
    await assignItem(`career:${asha!.id}`, me.userId, me.mover);
    await assignItem(`career:${ravi!.id}`, colleague.userId, me.mover);
    expect((await post(move, { itemId: `career:${meera!.id}`, stageId: "applications:interview" }, { cookie: me.cookie })).status).toBe(200);
    const board = (query: Record<string, string>) => loadBoard("applications", parseBoardFilters(query), me.userId);
    expect(names(await board({ owner: "mine" })).New).toEqual([1, ["Asha Gupta"]]);
    expect(names(await board({ owner: "unassigned" })).Interview).toEqual([1, ["Meera Iyer"]]);
    expect(names(await board({ owner: colleague.userId })).New).toEqual([1, ["Ravi Kumar"]]);
    const interview = await board({ stage: "applications:interview" });
    expect(interview.columns.map((column) => column.name)).toEqual(["Interview"]);
    expect(interview.stages).toHaveLength(7);
    expect(names(await board({ q: "kumar" })).New).toEqual([1, ["Ravi Kumar"]]);
    expect(names(await board({ q: "nobody" })).New).toEqual([0, []]);
  });
});

describe("POST /api/admin/pipelines/move", () => {
  it("moves a card for the board's script, answered with the sentence it announces", async () => {
    const { cookie, id, itemId } = await oneCard();
    const answer = await post(move, { itemId, stageId: "applications:screening" }, { cookie });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ message: "Moved Asha Gupta to Screening.", moved: true });
    expect((await db.workItem.findUniqueOrThrow({ where: { id: itemId } })).stageId).toBe("applications:screening");
    const trail = await db.auditEvent.findMany({ where: { recordId: id } });
    expect(trail.map((row) => [row.action, row.detail])).toEqual([["stage-move", "New → Screening"]]);
  });

  it("asks Rejected for a reason of the pipeline's own, and keeps its label", async () => {
    const { cookie, itemId } = await oneCard();
    const none = await post(move, { itemId, stageId: "applications:rejected" }, { cookie });
    expect(none.status).toBe(422);
    expect(((await none.json()) as { errors: Array<{ field: string }> }).errors.map((error) => error.field)).toEqual(["reason"]);
    const leads = await post(move, { itemId, stageId: "applications:rejected", reason: "leads:reason-1" }, { cookie });
    expect(leads.status).toBe(422);
    const other = await post(move, { itemId, stageId: "leads:won" }, { cookie });
    expect(other.status).toBe(422);
    expect((await db.workItem.findUniqueOrThrow({ where: { id: itemId } })).stageId).toBe("applications:new");
    const reason = await db.closeReason.findFirstOrThrow({ where: { pipeline: "applications", label: "Position filled" } });
    expect((await post(move, { itemId, stageId: "applications:rejected", reason: reason.id }, { cookie })).status).toBe(200);
    expect(await db.workItem.findUniqueOrThrow({ where: { id: itemId } })).toMatchObject({ stageId: "applications:rejected", reason: "Position filled" });
    expect((await timelineOf(itemId)).at(-1)).toMatchObject({ type: "stage", detail: { from: "New", to: "Rejected", reason: "Position filled" } });
  });

  it("takes the card's form without JavaScript back to the board as it was filtered, or with its problem", async () => {
    const { cookie, itemId } = await oneCard();
    const back = "/admin/pipelines/applications?owner=unassigned";
    const done = await moveForm({ itemId, stageId: "applications:interview", reason: "", back }, cookie);
    expect([done.status, done.headers.get("location")]).toEqual([303, `${back}&moved=1`]);
    const refused = await moveForm({ itemId, stageId: "applications:hired-not", back }, cookie);
    expect([refused.status, refused.headers.get("location")]).toEqual([303, `${back}&problem=invalid`]);
    const elsewhere = await moveForm({ itemId, stageId: "applications:offer", back: "https://evil.example/admin" }, cookie);
    expect(elsewhere.headers.get("location")).toBe("/admin/pipelines/applications?moved=1");
    expect((await db.workItem.findUniqueOrThrow({ where: { id: itemId } })).stageId).toBe("applications:offer");
  });

  it("is the operators' only: no session, a visitor's or another site's form moves nothing", async () => {
    const [asha] = await applications(["Asha", "Gupta"]);
    const body = { itemId: `career:${asha!.id}`, stageId: "applications:screening" };
    expect((await post(move, body)).status).toBe(401);
    expect((await post(move, body, { cookie: (await sessionFor("user")).cookie })).status).toBe(403);
    const { cookie } = await operator();
    expect((await post(move, body, { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await db.workItem.findUniqueOrThrow({ where: { id: body.itemId } })).stageId).toBe("applications:new");
  });
});

describe("the board's bulk form", () => {
  it("moves the cards ticked on the leads board, whatever their kind, each in its own history", async () => {
    await saveContactMessage({ name: "Lee", email: "lee@example.com", phone: "+91 98765 43210", message: "Hi", privacy: true }, "10.9.0.2");
    const [asha] = await applications(["Asha", "Gupta"]);
    const contact = await db.workItem.findFirstOrThrow({ where: { kind: "contact" } });
    const { cookie } = await operator();
    const back = "/admin/pipelines/leads?owner=unassigned";
    const fields = (ids: string[]): Array<[string, string]> => [
      ["pipeline", "leads"],
      ...ids.map((id): [string, string] => ["ids", id]),
      ["action", "stage"],
      ["stageId", "leads:qualified"],
      ["back", back],
    ];
    // A card of another pipeline among the ticked ones: nothing moves.
    const mixed = await bulk(formPost("/api/admin/work/bulk", fields([contact.id, `career:${asha!.id}`]), cookie), { params: Promise.resolve({}) });
    expect(mixed.status).toBe(303);
    expect((await db.workItem.findUniqueOrThrow({ where: { id: contact.id } })).stageId).toBe("leads:new");
    const done = await bulk(formPost("/api/admin/work/bulk", fields([contact.id]), cookie), { params: Promise.resolve({}) });
    expect([done.status, done.headers.get("location")]).toEqual([303, `${back}&bulk=1`]);
    expect((await db.workItem.findUniqueOrThrow({ where: { id: contact.id } })).stageId).toBe("leads:qualified");
    expect((await timelineOf(contact.id)).at(-1)).toMatchObject({ type: "stage", detail: { from: "New", to: "Qualified" } });
  });
});
